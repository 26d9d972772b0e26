// The floor of a call that writes: the statements our server sent for it (lib/sql-capture.mjs),
// with each parameter bound to where its value comes from, so that the floor server can do the
// same work for another record, one record per request. A call that signs a parcel can only sign
// it once, so a floor replaying one captured script (lib/floor-server.mjs) would be refused after
// the first request, or do less work than ours.
//
// `inferProgram` reads several captures of the call (different records: other owner, warehouse,
// shelf ...) and binds every parameter to one of
//   - a constant: the same in every capture (the session, a state number, the move's name);
//   - now: a time stamp taken when the statement runs;
//   - a field of the request's body (`b.Scan`), or a value `derive(body)` works out of it as the
//     server does (`d.lockKey`: a hash no statement answers);
//   - a cell of what an earlier statement of the call answered (`r.2.0.0`: statement 2, row 0,
//     column 0), or a text made of such values around constant text (`{` + id + `}`, a log line
//     naming the package number),
//   - a decimal such a cell holds as the server writes it back after its arithmetic (`|dec`: the
//     column's `12.3400` as `12.34`, `|neg`: as `-12.34`, a wallet's post taking a bill's amount),
// and keeps only bindings that give every capture's own values: a parameter no binding explains
// stops the bench, so the floor never runs statements that differ from what our server sent.
// What each statement answered is checked too: the row count and the booleans that were the
// same in every capture (a workflow move answering `moved = false` is an error, not a success).

const NOW = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** A numeric column's text (`12.3400`) as decimal.js writes the value (`12.34`), and negated. */
const DECIMAL = /^-?\d+\.\d+$/;
const decimalText = (v) => {
  const s = String(v).replace(/0+$/, '').replace(/\.$/, '');
  return s === '-0' ? '0' : s;
};
const TRANSFORMS = {
  dec: decimalText,
  neg: (v) => {
    const s = decimalText(v);
    return s === '0' ? s : s.startsWith('-') ? s.slice(1) : `-${s}`;
  },
};

/** The values a parameter of statement `k` may come from, in order of preference. */
function knowns(body, derived, results, k) {
  const out = [];
  const worked = [];
  for (const [key, v] of Object.entries(body)) if (v !== null && typeof v !== 'object') out.push([`b.${key}`, v]);
  for (const [key, v] of Object.entries(derived)) out.push([`d.${key}`, v]);
  for (let i = 0; i < k; i++) {
    (results[i] ?? []).slice(0, 4).forEach((row, r) => {
      row.forEach((v, c) => {
        if (v === null || typeof v === 'object') return;
        out.push([`r.${i}.${r}.${c}`, v]);
        if (typeof v === 'string' && DECIMAL.test(v))
          for (const [fn, f] of Object.entries(TRANSFORMS)) worked.push([`r.${i}.${r}.${c}|${fn}`, f(v)]);
      });
    });
  }
  // The values themselves first: a decimal worked out only where none of them gives it.
  return [...out, ...worked];
}

/** A reference's value for one request. */
export function resolve(ref, body, derived, results) {
  const [at, fn] = ref.split('|');
  const [kind, ...path] = at.split('.');
  let v;
  if (kind === 'b') v = body[path.join('.')];
  else if (kind === 'd') v = derived[path.join('.')];
  else {
    const [i, r, c] = path.map(Number);
    v = results[i]?.[r]?.[c];
  }
  return fn ? TRANSFORMS[fn](v) : v;
}

/** A parameter's value for one request, per its binding. */
export function bind(p, body, derived, results) {
  if ('value' in p) return p.value;
  if (p.items) return p.items.map((x) => bind(x, body, derived, results));
  if (p.now) return new Date().toISOString();
  const text = p.parts
    .map((x) => (typeof x === 'string' ? x : String(resolve(x.ref, body, derived, results))))
    .join('');
  return p.type === 'number' ? Number(text) : text;
}

const resultsOf = (capture) => capture.lines.map((l) => l.rows);

function inferParam(captures, k, j) {
  return inferValue(
    captures,
    k,
    j,
    captures.map((c) => c.lines[k].values[j]),
  );
}

/** The binding of one value (a parameter, or an element of an array parameter). */
function inferValue(captures, k, j, values) {
  if (values.every((v) => typeof v === 'string' && NOW.test(v))) return { now: true };
  if (values.every((v) => same(v, values[0]))) return { value: values[0] };
  // An array (`= any($ids)`): element by element, when every capture has as many.
  if (values.every((v) => Array.isArray(v) && v.length === values[0].length)) {
    return {
      items: values[0].map((_, e) =>
        inferValue(
          captures,
          k,
          j,
          values.map((v) => v[e]),
        ),
      ),
    };
  }
  const type = typeof values[0];
  const holds = (p) => captures.every((c, i) => same(bind(p, c.body, c.derived, resultsOf(c)), values[i]));
  const first = captures[0];
  const known = knowns(first.body, first.derived, resultsOf(first), k);
  // The value itself, from the first source that gives every capture's.
  for (const [ref, v] of known) {
    if (String(v) !== String(values[0])) continue;
    const p = { parts: [{ ref }], type };
    if (holds(p)) return p;
  }
  // A text around known values (longest first; short ones would match by chance).
  if (typeof values[0] === 'string') {
    let parts = [values[0]];
    for (const [ref, v] of [...known].sort((a, b) => String(b[1]).length - String(a[1]).length)) {
      const s = String(v);
      if (s.length < 4) continue;
      parts = parts.flatMap((x) =>
        typeof x === 'string' ? x.split(s).flatMap((piece, i) => (i ? [{ ref }, piece] : [piece])) : [x],
      );
    }
    parts = parts.filter((x) => x !== '');
    const p = { parts, type };
    if (parts.some((x) => typeof x !== 'string') && holds(p)) return p;
  }
  throw new Error(
    `floor: parameter $${j + 1} of statement ${k} has no source (values ${JSON.stringify(values)}):\n${first.lines[k].text}`,
  );
}

/**
 * The program of a call from its captures (each `{ body, derived, lines }`, lines as
 * lib/sql-capture.mjs writes them for one request). Statements between `begin` and `commit` run on
 * one connection, the others on any.
 */
export function inferProgram(captures) {
  const texts = captures.map((c) => c.lines.map((l) => l.text));
  for (const t of texts.slice(1)) {
    if (!same(t, texts[0])) {
      throw new Error(
        `floor: the captures ran different statements:\n${texts.map((x) => x.join('\n  ')).join('\n---\n')}`,
      );
    }
  }
  return captures[0].lines.map((line, k) => {
    const counts = captures.map((c) => c.lines[k].rowCount);
    const flags = {};
    line.rows[0]?.forEach((v, col) => {
      if (typeof v === 'boolean' && captures.every((c) => c.lines[k].rows[0]?.[col] === v)) flags[col] = v;
    });
    return {
      text: line.text,
      named: Boolean(line.name),
      params: line.values.map((_, j) => inferParam(captures, k, j)),
      rowCount: counts.every((n) => n === counts[0]) ? counts[0] : null,
      flags,
    };
  });
}

/** Where a call's statements differ from the program's for the same request (empty: none). */
export function differences(program, capture) {
  const out = [];
  if (program.length !== capture.lines.length)
    out.push(`${program.length} statements, ours ran ${capture.lines.length}`);
  const results = resultsOf(capture);
  program.forEach((s, k) => {
    const line = capture.lines[k];
    if (!line) return;
    if (line.text !== s.text) out.push(`statement ${k}: other text`);
    s.params.forEach((p, j) => {
      if (p.now) return;
      const v = bind(p, capture.body, capture.derived, results);
      if (!same(v, line.values[j]))
        out.push(`statement ${k} $${j + 1}: ${JSON.stringify(v)} != ${JSON.stringify(line.values[j])}`);
    });
  });
  return out;
}
