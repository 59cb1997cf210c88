import ExcelJS from 'exceljs';

/** The first worksheet of an xlsx as text: the header row and each data row (empty rows left out) with its sheet row number. */
export interface Sheet { headers: string[]; rows: Array<{ row: number; cells: string[] }> }

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text a user typed: dates as yyyy-MM-dd (with HH:mm when not midnight), formulas by their result, rich text joined. */
function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const d = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    return value.getUTCHours() || value.getUTCMinutes() ? `${d} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` : d;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return textOf((value.result ?? null) as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** Reads an xlsx file; throws when it is not one. */
export async function readSheet(content: Buffer): Promise<Sheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as never);
  const sheet = book.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const width = sheet.getRow(1).cellCount;
  const headers = Array.from({ length: width }, (_, i) => textOf(sheet.getRow(1).getCell(i + 1).value).trim());
  const rows: Sheet['rows'] = [];
  sheet.eachRow((r, n) => {
    if (n === 1) return;
    const cells = Array.from({ length: width }, (_, i) => textOf(r.getCell(i + 1).value));
    if (cells.some((c) => c.trim() !== '')) rows.push({ row: n, cells });
  });
  return { headers, rows };
}
