import { readDateStyles, readRelationships, readSharedStrings, readWorkbookInfo, relationshipsPartOf } from './xlsx-parts';
import { columnIndexOf } from './xlsx-sheet';
import { xml } from './workbook-fixtures';

async function* chunksOf(text: string): AsyncIterable<Uint8Array> {
  yield Buffer.from(text);
}

describe('xlsx parts', () => {
  it('resolves relationship targets against their part, leaving external ones out', async () => {
    expect(relationshipsPartOf('xl/workbook.xml')).toBe('xl/_rels/workbook.xml.rels');
    const rels =
      '<Relationships><Relationship Id="a" Type="http://x/worksheet" Target="worksheets/sheet%201.xml"/>' +
      '<Relationship Id="b" Type="http://x/styles" Target="/xl/styles.xml"/><Relationship Id="c" Type="http://x/sharedStrings" Target="../shared.xml"/>' +
      '<Relationship Id="d" Type="http://x/hyperlink" Target="https://example.com" TargetMode="External"/></Relationships>';
    expect(await readRelationships('xl/workbook.xml', chunksOf(rels))).toEqual([
      { id: 'a', kind: 'worksheet', partName: 'xl/worksheets/sheet 1.xml' },
      { id: 'b', kind: 'styles', partName: 'xl/styles.xml' },
      { id: 'c', kind: 'sharedStrings', partName: 'shared.xml' },
    ]);
  });

  it('lists the sheets in tab order with their names, and the date system', async () => {
    const workbook =
      '<workbook xmlns:r="urn:r"><workbookPr date1904="true"/><sheets><sheet name="B" sheetId="2" r:id="rId2"/><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>';
    expect(await readWorkbookInfo('xl/workbook.xml', chunksOf(workbook))).toEqual({
      sheetIds: ['rId2', 'rId1'],
      sheetNames: new Map([
        ['rId2', 'B'],
        ['rId1', 'A'],
      ]),
      date1904: true,
    });
  });

  it('refuses more shared strings than the limit', async () => {
    const strings = xml.sharedStrings('<si><t>a</t></si><si><t>b</t></si><si><t>c</t></si>');
    expect(await readSharedStrings('s.xml', chunksOf(strings), 3)).toEqual(['a', 'b', 'c']);
    await expect(readSharedStrings('s.xml', chunksOf(strings), 2)).rejects.toMatchObject({ code: 'workbookUnsafe' });
  });

  it('marks the cell styles (not the cell style records) whose format shows a date', async () => {
    const styles = xml.styles(
      '<numFmt numFmtId="164" formatCode="d mmm"/><numFmt numFmtId="165" formatCode="0.0"/><numFmt numFmtId="14" formatCode="0.00"/>',
      [0, 164, 165, 22, 14],
    );
    expect(await readDateStyles('styles.xml', chunksOf(styles))).toEqual([false, true, false, true, false]);
  });

  it('turns cell references into column indexes', () => {
    expect(['A1', 'Z9', 'AA10', 'XFD1048576', 'b2'].map(columnIndexOf)).toEqual([0, 25, 26, 16_383, 1]);
  });
});
