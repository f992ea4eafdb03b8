// The shape of a TextMate grammar, as far as the generated grammars use it.

export interface Capture {
  name?: string;
  patterns?: Rule[];
}

export interface Rule {
  name?: string;
  match?: string;
  begin?: string;
  end?: string;
  include?: string;
  captures?: Record<string, Capture>;
  beginCaptures?: Record<string, Capture>;
  endCaptures?: Record<string, Capture>;
  patterns?: Rule[];
}

export interface Grammar {
  name: string;
  scopeName: string;
  fileTypes: string[];
  patterns: Rule[];
  repository: Record<string, Rule>;
}
