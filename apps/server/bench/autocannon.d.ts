// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Request { method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (req: Request) => Request }
  interface Options {
    url: string; method?: string; headers?: Record<string, string>; body?: string; connections?: number; duration?: number; amount?: number;
    requests?: Request[]; timeout?: number;
  }
  interface Histogram { average: number; mean: number; p50: number; p90: number; p99: number; max: number }
  interface Result { requests: Histogram & { total: number }; latency: Histogram; throughput: Histogram; non2xx: number; errors: number; timeouts: number; duration: number }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
