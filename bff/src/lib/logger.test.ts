import { bufferedSink } from './logger';

it('writes the lines of one turn together, in order, one JSON object per line', () => {
  const writes: string[] = [];
  const scheduled: (() => void)[] = [];
  const sink = bufferedSink(
    (text) => writes.push(text),
    (flush) => scheduled.push(flush),
  );
  sink({ level: 'info', path: '/a' });
  sink({ level: 'error', path: '/b' });
  expect(writes).toEqual([]);
  expect(scheduled).toHaveLength(1);
  scheduled[0]!();
  expect(writes).toHaveLength(1);
  const lines = writes[0]!
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, string>);
  expect(lines.map((line) => [line.level, line.path])).toEqual([
    ['info', '/a'],
    ['error', '/b'],
  ]);
  expect(Date.parse(lines[0]!.time!)).not.toBeNaN();
  sink({ level: 'info', path: '/c' });
  sink.flush();
  expect(writes[1]).toContain('"/c"');
  expect(scheduled).toHaveLength(2);
});
