// TextKeyedCache.js — what the realm keeps for every page by a text it was computed from (a document's
// parsed operations by their JSON, a sheet's rule records by its text, a fragment's operations by its
// markup, a shared style index by its key): bounded in entries and in the length of the texts it
// holds, the oldest going first. What it keeps is read by every page and changed by none.
//
// Each page brings its texts anew (the web view passes a document's JSON and its long texts per load),
// and a Map keyed by a new string hashes all of it: 0.35 ms for Bootstrap's 197 KB sheet, on every
// page. A long text is looked up by its length and three samples of it instead, then compared whole
// with the texts kept under that key (a comparison stops at the first difference and hashes nothing).

/// Texts up to this length are their own key.
const sampledAbove = 256;
const sampleLength = 48;

/// The key a text is looked up by: itself when short, else its length and its start, middle and end.
function lookupKey(text) {
    const length = text.length;
    if (length <= sampledAbove) return text;
    const middle = length >> 1;
    return length + '\n' + text.slice(0, sampleLength) + text.slice(middle, middle + sampleLength) + text.slice(length - sampleLength);
}

export class TextKeyedCache {
    /// At most `limit` entries, whose texts are `maxLength` characters long in all (Infinity: no bound).
    constructor(limit, maxLength) {
        /// lookup key → the entries ({ text, value }) kept under it, most often one.
        this.byKey = new Map();
        /// The entries, oldest first.
        this.order = new Set();
        this.limit = limit;
        this.maxLength = maxLength;
        this.length = 0;
    }

    /// The value kept for `text`, or undefined.
    get(text) {
        const kept = this.byKey.get(lookupKey(text));
        if (kept === undefined) return undefined;
        for (let i = 0; i < kept.length; i++) if (kept[i].text === text) return kept[i].value;
        return undefined;
    }

    /// Keeps `value` for `text` (in place of what was kept for it), making room by dropping the oldest
    /// entries; a text longer than the whole bound is not kept.
    set(text, value) {
        if (text.length > this.maxLength) return;
        const key = lookupKey(text);
        const kept = this.byKey.get(key);
        if (kept !== undefined) for (let i = 0; i < kept.length; i++) if (kept[i].text === text) this.drop(kept[i]);
        while (this.order.size > 0 && (this.order.size >= this.limit || this.length + text.length > this.maxLength)) {
            this.drop(this.order.values().next().value);
        }
        const entry = { key, text, value };
        const list = this.byKey.get(key);
        if (list === undefined) this.byKey.set(key, [entry]); else list.push(entry);
        this.order.add(entry);
        this.length += text.length;
    }

    /// Forgets one entry.
    drop(entry) {
        this.order.delete(entry);
        this.length -= entry.text.length;
        const list = this.byKey.get(entry.key);
        if (list.length === 1) this.byKey.delete(entry.key);
        else list.splice(list.indexOf(entry), 1);
    }
}
