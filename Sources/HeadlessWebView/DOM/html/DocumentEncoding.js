// DocumentEncoding.js — a document's character encoding (`characterSet`, `charset`,
// `inputEncoding`), as HTML's encoding sniffing sets it: a charset the transport gives wins;
// without one, the first <meta charset> (or <meta http-equiv=content-type content="…charset=…">)
// the parser meets while still in the head section names it; else UTF-8. Pages arrive as strings,
// so the encoding is what the document reports, not how its text was decoded.
//

import { attributeValue } from "../dom/Element.js";
import { HTML_NS } from "../dom/Node.js";
import { encodingForLabel } from "../web/EncodingLabels.js";

/// Where a loading document's encoding comes from. `transportEncoding`: undefined for a page given
/// as a string (WebKit's `loadHTMLString` loads it as UTF-8 data, so a <meta> names nothing) and
/// for srcdoc and about:blank documents (UTF-8); for a served frame, the encoding its Content-Type
/// names, or null when it names none (then a <meta> may name it).
export function startDocumentEncoding(doc, transportEncoding) {
    if (transportEncoding === undefined) return;
    if (transportEncoding !== null) doc._encoding = transportEncoding;
    else doc._encodingScan = true;
}

/// The encoding a Content-Type value's charset parameter names, or null.
export function contentTypeEncoding(contentType) {
    const label = contentTypeCharset(contentType);
    return label === null ? null : encodingForLabel(label);
}

/// The tags that keep the parser in the head section for the <meta> scan (WebKit's
/// HTMLMetaCharsetParser; it also honours a later <meta> within the first 1024 bytes, which the
/// parser's operations cannot tell).
const HEAD_SECTION_TAGS = new Set(['html', 'head', 'base', 'link', 'meta', 'noscript', 'object', 'script', 'style',
    'title']);

/// An element the parser inserted into a document whose encoding a <meta> may still name;
/// returns whether one still may.
export function parsedElementForEncoding(doc, el) {
    if (el._nsURI !== HTML_NS || !HEAD_SECTION_TAGS.has(el._local)) { doc._encodingScan = false; return false; }
    if (el._local !== 'meta') return true;
    let name = metaEncoding(el);
    if (name === null) return true;  // an unknown label: the next <meta> may still name one
    // HTML's "change the encoding": a <meta> cannot name UTF-16 (its text would not have parsed)
    // nor x-user-defined.
    if (name === 'UTF-16LE' || name === 'UTF-16BE') name = 'UTF-8';
    else if (name === 'x-user-defined') name = 'windows-1252';
    doc._encoding = name;
    doc._encodingScan = false;
    return false;
}

/// The encoding a <meta> names (HTML's "in head" rules for meta): its charset attribute, else an
/// http-equiv=content-type with a content attribute; null when it names none or an unknown one.
function metaEncoding(el) {
    const charset = attributeValue(el, 'charset');
    const named = charset === null ? null : encodingForLabel(charset);
    if (named !== null) return named;
    const equiv = attributeValue(el, 'http-equiv');
    const content = attributeValue(el, 'content');
    if (equiv === null || content === null || equiv.toLowerCase() !== 'content-type') return null;
    const label = metaContentCharset(content);
    return label === null ? null : encodingForLabel(label);
}

/// HTML's "extracting a character encoding from a meta element": the value after the first
/// `charset` that is followed by `=`, quoted or up to whitespace or `;`.
function metaContentCharset(content) {
    const s = String(content);
    const space = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
    let at = 0;
    for (;;) {
        const found = s.toLowerCase().indexOf('charset', at);
        if (found < 0) return null;
        let i = found + 'charset'.length;
        while (i < s.length && space(s[i])) i++;
        if (s[i] !== '=') { at = found + 'charset'.length; continue; }
        i++;
        while (i < s.length && space(s[i])) i++;
        if (i >= s.length) return null;
        const quote = s[i];
        if (quote === '"' || quote === "'") {
            const close = s.indexOf(quote, i + 1);
            return close < 0 ? null : s.slice(i + 1, close);
        }
        let end = i;
        while (end < s.length && !space(s[end]) && s[end] !== ';') end++;
        return s.slice(i, end);
    }
}

/// The charset parameter of a Content-Type value (MIME Sniffing's "parse a MIME type": names
/// ASCII case-insensitive, the first one wins, a quoted value unescaped), or null.
function contentTypeCharset(contentType) {
    const s = String(contentType);
    const httpSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
    let i = s.indexOf(';');
    if (i < 0) return null;
    while (i < s.length) {
        i++;  // past the ';'
        while (i < s.length && httpSpace(s[i])) i++;
        let end = i;
        while (end < s.length && s[end] !== ';' && s[end] !== '=') end++;
        const name = s.slice(i, end).toLowerCase();
        i = end;
        if (i >= s.length || s[i] === ';') continue;
        i++;  // past the '='
        let value = '';
        if (s[i] === '"') {
            for (i++; i < s.length && s[i] !== '"'; i++) {
                if (s[i] === '\\' && i + 1 < s.length) i++;
                value += s[i];
            }
            while (i < s.length && s[i] !== ';') i++;
        } else {
            end = i;
            while (end < s.length && s[end] !== ';') end++;
            value = s.slice(i, end).replace(/[ \t\n\r]+$/, '');
            i = end;
        }
        if (name === 'charset' && value !== '') return value;
    }
    return null;
}
