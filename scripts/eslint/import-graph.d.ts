export declare function valueImportsOf(text: string): string[];
export interface ImportGraph {
  graph: Map<string, string[]>;
  cycles: string[][];
  componentOf: Map<string, string[]>;
  resolve(from: string, specifier: string): string | null;
  name(file: string): string;
}
export declare function importGraph(root: string): ImportGraph;
