/** Why the camera cannot be used, each with its own advice on the scan page. */
export type CameraFailure = 'insecure' | 'unsupported' | 'denied' | 'noCamera' | 'busy' | 'failed';

export class CameraError extends Error {
  constructor(readonly failure: CameraFailure) {
    super(failure);
  }
}

const failureOf = (err: unknown): CameraFailure => {
  const name = err instanceof Error || err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
};

/**
 * The back camera's stream. Browsers give the camera only to secure pages (https, or localhost): a plant
 * intranet served over plain http gets 'insecure', which the page explains. A phone without a back camera
 * (a tablet, a laptop) falls back to any camera.
 */
export async function openCamera(): Promise<MediaStream> {
  if (!window.isSecureContext) throw new CameraError('insecure');
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('unsupported');
  try {
    return await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  } catch (err) {
    if ((err as { name?: string }).name !== 'OverconstrainedError') throw new CameraError(failureOf(err));
  }
  try {
    return await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
  } catch (err) {
    throw new CameraError(failureOf(err));
  }
}

/** Stops every track: the camera light goes off. */
export const closeCamera = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/** Whether the stream's camera has a torch that can be switched. */
export const hasTorch = (stream: MediaStream | null) => {
  const track = stream?.getVideoTracks()[0];
  const caps = track?.getCapabilities?.() as { torch?: boolean } | undefined;
  return caps?.torch === true;
};

export const setTorch = (stream: MediaStream | null, on: boolean) =>
  stream?.getVideoTracks()[0]?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
