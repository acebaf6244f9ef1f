/** `/api/docs/page`: the description as a page to read, rendered here; no scripts, one hashed style. */
import { createHash } from 'node:crypto';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#1c2530}
h2{border-bottom:2px solid #d0d7de;margin-top:2.5rem}section{border:1px solid #d0d7de;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
h3{font-size:1rem;margin:.5rem 0}.method{display:inline-block;min-width:4.5rem;font-weight:700}
pre{background:#f6f8fa;padding:.5rem;overflow:auto;font-size:13px}table{border-collapse:collapse}
td,th{border:1px solid #d0d7de;padding:.2rem .5rem;text-align:left;vertical-align:top}.access{color:#57606a}`;

/** The `Content-Security-Policy` of the page: nothing but its own style. */
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Escaped text with its `code` spans. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

/** What the page reads of the description (a type, not an interface: a plain JSON object). */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
};

interface Operation {
  summary: string;
  description?: string;
  tags: string[];
  'x-access': string;
  parameters?: Array<{ name: string; in: string; required: boolean; description?: string; schema: unknown }>;
  requestBody?: { description?: string; content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

function parametersTable(parameters: Operation['parameters'] = []) {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${p.description ? prose(p.description) : ''}${json(p.schema)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationSection(method: string, path: string, op: Operation) {
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(
          ([type, { schema }]) =>
            `<p>Body (<code>${escape(type)}</code>)${op.requestBody?.description ? `: ${prose(op.requestBody.description)}` : ''}</p>${json(schema)}`,
        )
        .join('')
    : '';
  const answers = Object.entries(op.responses)
    .map(([status, answer]) => {
      const schemas = Object.entries(answer.content ?? {}).map(([type, { schema }]) => {
        const ref = (schema as { $ref?: string }).$ref;
        return ref
          ? ` <a href="#schema-${escape(ref.split('/').pop()!)}">${escape(ref.split('/').pop()!)}</a>`
          : ` <code>${escape(type)}</code>`;
      });
      return `<li><strong>${status}</strong> ${prose(answer.description)}${schemas.join('')}</li>`;
    })
    .join('');
  return `<section id="${escape(`${method}-${path}`)}"><h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${prose(op.summary)} <span class="access">(${escape(op['x-access'])})</span></p>${op.description ? `<p>${prose(op.description)}</p>` : ''}
${parametersTable(op.parameters)}${body}<p>Answers:</p><ul>${answers}</ul></section>`;
}

export function docsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const op = operation as Operation;
      const tag = op.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, op)]);
    }
  const groups = [...byTag].map(
    ([tag, sections]) => `<h2 id="tag-${escape(tag)}">/api/${escape(tag)}</h2>${sections.join('\n')}`,
  );
  const schemas = Object.entries(document.components.schemas)
    .map(([name, schema]) => `<h3 id="schema-${escape(name)}">${escape(name)}</h3>${json(schema)}`)
    .join('');
  const index = [...byTag.keys()]
    .map((tag) => `<a href="#tag-${escape(tag)}">${escape(tag)}</a>`)
    .join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(document.info.title)}</title><style>${STYLE}</style></head><body>
<h1>${escape(document.info.title)}</h1><p>${prose(document.info.description)} The same as JSON: <a href="/api/docs"><code>/api/docs</code></a> (OpenAPI ${document.openapi}).</p>
<nav>${index}</nav>${groups.join('\n')}<h2>Answer shapes</h2>${schemas}</body></html>`;
}
