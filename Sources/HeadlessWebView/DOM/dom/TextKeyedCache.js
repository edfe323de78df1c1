// TextKeyedCache.js — what the realm keeps for every page by a text it was computed from (a document's
// parsed operations by their JSON, a sheet's rule records by its text, a fragment's operations by its
// markup, a shared style index by its key): a Map bounded in entries and in the length of the texts
// it holds, the oldest going first. What it keeps is read by every page and changed by none.

export class TextKeyedCache {
    /// At most `limit` entries, whose keys are `maxLength` characters long in all (Infinity: no bound).
    constructor(limit, maxLength) {
        this.entries = new Map();
        this.limit = limit;
        this.maxLength = maxLength;
        this.length = 0;
    }

    /// The value kept for `text`, or undefined.
    get(text) { return this.entries.get(text); }

    /// Keeps `value` for `text`, making room by dropping the oldest entries; a text longer than the
    /// whole bound is not kept.
    set(text, value) {
        if (text.length > this.maxLength) return;
        const entries = this.entries;
        while (entries.size > 0 && (entries.size >= this.limit || this.length + text.length > this.maxLength)) {
            const oldest = entries.keys().next().value;
            entries.delete(oldest);
            this.length -= oldest.length;
        }
        entries.set(text, value);
        this.length += text.length;
    }
}
