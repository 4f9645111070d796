/**
 * A place's features in words for the status line: what a player reads when they tap a place. The
 * board keeps them as keys and raw values (`railing: [0, 2]`, `obstacle: 3`, `glyphType: 1`); a
 * player should read "railing on the east and south-west edges", "an obstacle 3 levels high".
 */

/** Hex edges by their direction number (the library's hex directions: 0 east, then clockwise). */
const HEX_EDGES = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'];

/** Keys that only say how a piece was stored (file layers, the run of levels under a surface). */
const HIDDEN = new Set(['level', 'terrain', 'solidFrom', 'battlementLayer', 'flagLayer', 'glyphType', 'glyph']);

/** "a", "a and b", "a, b and c" */
function list(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "glyphName" -> "glyph name" */
function spaced(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** Edges given as hex direction numbers or as words (square walls: "north"). */
function edges(v: unknown[]): string {
  const names = v.map((d) => (typeof d === 'number' && Number.isInteger(d) ? (HEX_EDGES[((d % 6) + 6) % 6] ?? String(d)) : String(d)));
  return `on the ${list(names)} ${names.length > 1 ? 'edges' : 'edge'}`;
}

/** The features of a surface other than its level and terrain, in words ("" when it has none). */
export function describeFeatures(s: Record<string, unknown>): string {
  const bits: string[] = [];
  for (const [k, v] of Object.entries(s)) {
    if (HIDDEN.has(k) || v === undefined || v === false) continue;
    const name = k === 'glyphName' ? 'glyph' : spaced(k);
    if (k === 'obstacle' && typeof v === 'number') bits.push(`an obstacle ${v} ${v === 1 ? 'level' : 'levels'} high`);
    else if (k === 'thickness' && typeof v === 'number') bits.push(`${v} ${v === 1 ? 'level' : 'levels'} thick`);
    else if (k === 'ladderHeight' && typeof v === 'number') bits.push(`the ladder rises ${v} ${v === 1 ? 'level' : 'levels'}`);
    else if (v === true) bits.push(name);
    else if (Array.isArray(v)) bits.push(v.length ? `${name} ${edges(v)}` : name);
    else if (typeof v === 'object' && v !== null) bits.push(name);
    else bits.push(`${name} ${String(v)}`);
  }
  return bits.length ? `; ${bits.join(', ')}` : '';
}

/**
 * The plain title of each question the games answer, as a row of answers is headed (the question names
 * are keys for files and the CLI: "engaged", "fly", "break-window"). A question not listed reads as its
 * name in words ("shadow-jump" -> "Shadow jump").
 */
const QUESTION_TITLES: Readonly<Record<string, string>> = {
  sight: 'Line of sight', cover: 'Cover', adjacent: 'Adjacent', bordered: 'Next to a wall', melee: 'Melee attack',
  charge: 'Charge', move: 'Move', reach: 'Where it can move', climb: 'Climbing', rout: 'Rout', fall: 'Falling',
  push: 'Push', area: 'Area of effect', threatens: 'Who threatens it', distance: 'Distance', level: 'Elevation',
  range: 'Range', 'break-away': 'Breaking away', engaged: 'Engaged in combat', attack: 'Attack', fly: 'Flying move',
  leap: 'Leap', place: 'Placing', activate: 'Hazards on activation', deploy: 'Deployment', terrain: 'Terrain piece',
  balance: 'Table balance', jump: 'Jump', retreat: 'Forced retreat', sweep: 'Sweeping blow', swipe: 'Swipe attack',
  missile: 'Missile fire', stance: 'Stance', hex: 'What is on the hex', classify: 'Kind of hex', count: 'Counting spaces',
  'break-window': 'Breaking a window', transit: 'Transit', shaft: 'Elevator shaft',
};

/** An option's name for players ("chargeMeasure" -> "Charge measure"); the key stays in the field's id. */
export function optionTitle(name: string): string {
  const t = spaced(name);
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** An option's value for players ("walk-on" -> "walk on", true -> "on"). */
export function optionValue(v: unknown): string {
  return v === true ? 'on' : v === false ? 'off' : String(v).replace(/-/g, ' ');
}

/** A question's title for players ("fly" -> "Flying move"). */
export function questionTitle(name: string): string {
  const t = QUESTION_TITLES[name] ?? spaced(name).replace(/-/g, ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/**
 * The plain label of a question's argument ("to" -> "To where", "budget" -> "Movement budget"); the raw
 * key stays in the field's id and the label's tooltip. An argument not listed reads as its name in words
 * ("ignoreFigures" -> "Ignore figures").
 */
const ARG_TITLES: Readonly<Record<string, string>> = {
  figure: 'Figure', to: 'To where', from: 'From', target: 'Target', budget: 'Movement budget', at: 'Place',
  toward: 'Toward', origin: 'From the place', shape: 'Shape', size: 'Size', facing: 'Facing', by: 'Pushed by',
  a: 'First', b: 'Second', attacker: 'Attacker', defender: 'Defender', height: 'Height', level: 'Level',
};

export function argTitle(key: string): string {
  const t = ARG_TITLES[key] ?? spaced(key).replace(/-/g, ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** A ruleset's argument error as a player reads it: without the question's name, bounds in words. */
export function argErrorWords(reason: string, ask: string): string {
  const r = reason.startsWith(`${ask}: `) ? reason.slice(ask.length + 2) : reason;
  return r.replace(/^too big: expected \w+ to be <=?(-?[\d.]+), found (.+)$/, 'at most $1 ($2 is too many)')
    .replace(/^too small: expected \w+ to be >=?(-?[\d.]+), found (.+)$/, 'at least $1 ($2 is too few)')
    // a field left empty that the question cannot do without (the schema's words for it, a player's here)
    .replace(/^(missing required key\b.*|not a valid value here, found nothing)$/, 'needed: nothing was given');
}

/**
 * A question's error as the answers show it: the argument it is about by its field's label, then the reason in
 * words ("From: needed: nothing was given"), where the raw message read "key from: distance: not a valid value
 * here, found nothing". An error about no one argument keeps its reason, the question's name taken off.
 */
export function answerErrorWords(a: { question: { ask: string }; error?: string; errorAt?: PropertyKey; errorReason?: string }): string {
  if (a.error === undefined) return 'no answer';
  const words = argErrorWords(a.errorReason ?? a.error, a.question.ask);
  return a.errorAt !== undefined ? `${argTitle(String(a.errorAt))}: ${words}` : words;
}

/** A number as a player reads it: at most two decimals (9.5906 -> "9.59", 3 -> "3"); anything else as given. */
export function showNum(v: unknown): string {
  return typeof v === 'number' && Number.isFinite(v) ? String(+v.toFixed(2)) : String(v);
}

/** A path's steps with their running cost: "[31, 10] level 0, cost 0 (start) → [31, 16] level 0, cost 9.59 (walk)". */
export function pathWords(path: readonly { at: readonly number[]; level?: number | undefined; cost: unknown; step?: string | undefined }[]): string {
  return path.map((s) => `[${s.at.map(showNum).join(', ')}]${s.level !== undefined ? ` level ${s.level}` : ''}, cost ${showNum(s.cost)}${s.step ? ` (${s.step})` : ''}`).join(' → ');
}
