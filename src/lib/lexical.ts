type LexicalNode = { type: string; version: number; [key: string]: unknown }

/** Lexical editor state (what Payload stores for rich text) built from plain paragraphs. */
export type LexicalState = {
  root: {
    type: 'root'
    format: ''
    indent: number
    version: number
    direction: 'ltr' | 'rtl' | null
    children: LexicalNode[]
  }
}

function paragraph(text: string): LexicalNode {
  return {
    type: 'paragraph',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    textFormat: 0,
    textStyle: '',
    children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
  }
}

/** Paragraphs, then optionally an HTML embed block (the back office's «HTML incrustado»). */
export function lexicalFromParagraphs(paragraphs: string[], html?: string): LexicalState {
  const children: LexicalNode[] = paragraphs.map(paragraph)
  if (html) {
    children.push({
      type: 'block',
      version: 2,
      format: '',
      fields: { id: `html${children.length}`, blockName: '', blockType: 'htmlEmbed', html },
    })
  }
  return { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children } }
}
