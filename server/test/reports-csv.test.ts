// The CSV cells of the reports' exports: quoting as RFC 4180 asks, formulas made inert, money in major units.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { csvField, csvLine, majorUnits } from '../src/features/reports/csv';

describe('report CSV cells', () => {
  test('text is quoted only when it holds a comma, quote or line break; quotes are doubled', () => {
    assert.equal(csvField('Café Olivera'), 'Café Olivera');
    assert.equal(csvField('one, two'), '"one, two"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('two\nlines'), '"two\nlines"');
    assert.equal(csvField('cr\rhere'), '"cr\rhere"');
    assert.equal(csvField(null), '');
    assert.equal(csvField(undefined), '');
  });

  test('a cell a spreadsheet would run as a formula starts with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t'])
      assert.equal(csvField(`${start}SUM(A1)`), `'${start}SUM(A1)`, JSON.stringify(start));
    assert.equal(csvField('=1+2, "x"'), `"'=1+2, ""x"""`);
    assert.equal(csvField('a=b'), 'a=b', 'only the first character counts');
  });

  test('numbers stay numbers, negative ones included; lines end with CRLF', () => {
    assert.equal(csvField(-15), '-15');
    assert.equal(csvLine(['a', 1, null, '-x']), "a,1,,'-x\r\n");
  });

  test('minor units become major units with a dot, by the currency', () => {
    assert.equal(majorUnits(450, 'EUR'), '4.50');
    assert.equal(majorUnits(5, 'PLN'), '0.05');
    assert.equal(majorUnits(0, 'EUR'), '0.00');
    assert.equal(majorUnits(1200, 'JPY'), '1200');
    assert.equal(majorUnits(1234, 'KWD'), '1.234');
  });
});
