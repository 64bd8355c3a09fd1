/** The CSV's cells: quoted, quotes doubled, and a cell a spreadsheet would run as a formula defused. */
import { describe, expect, it } from 'vitest';
import { salesCsv, salesCsvFilename, textCell } from './sales-csv';

describe('the sales CSV', () => {
  it('quotes every text cell and doubles its quotes', () => {
    expect(textCell('Rice, 5 kg')).toBe('"Rice, 5 kg"');
    expect(textCell('The "big" one')).toBe('"The ""big"" one"');
    expect(textCell('two\nlines')).toBe('"two\nlines"');
  });

  it('prefixes a cell starting with = + - @, a tab or a carriage return', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(textCell(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    }
    expect(textCell('Sugar')).toBe('"Sugar"');
  });

  it('writes a BOM, the header, a line per group and the totals, amounts with two decimals', () => {
    const figures = {
      orders: 2,
      quantity: 3,
      items_total: 12.5,
      delivery_fees: 1,
      deposits: 0,
      discounts: 0,
      refunds: 0.25,
      total: 13.5,
    };
    const csv = salesCsv(
      {
        store_id: 1,
        currency: 'USD',
        time_zone: 'Africa/Mogadishu',
        from: '2026-03-10',
        to: '2026-03-10',
        group: 'product',
        rows: [{ key: '7', label: '=cmd|calc', ...figures }],
        totals: figures,
      },
      'en',
    );
    expect(csv).toBe(
      '\uFEFF"Product","Orders","Quantity","Items total","Delivery fees","Container deposits","Discounts",' +
        '"Refunds","Total"\r\n' +
        `"'=cmd|calc",2,3,12.50,1.00,0.00,0.00,0.25,13.50\r\n` +
        '"Total",2,3,12.50,1.00,0.00,0.00,0.25,13.50\r\n',
    );
  });

  it('names the file after the store and the period', () => {
    expect(salesCsvFilename('hiil-grocery', '2026-03-01', '2026-03-31')).toBe(
      'sales-hiil-grocery-2026-03-01-2026-03-31.csv',
    );
    expect(salesCsvFilename('a"b/c', '2026-03-01', '2026-03-31')).toBe('sales-abc-2026-03-01-2026-03-31.csv');
  });
});
