// XMLDocuments.js — XML documents: the `XMLDocument` interface, `DOMImplementation.createDocument`
// (DOM standard), with the content type its namespace gives, and documents parsed from XML
// (`DOMParser` with an XML type, an XML page in a frame) out of the operations of
// XMLDocumentParser.swift, with WebKit's `<parsererror>` block when the input is not well-formed.
//

import { Document, createElementNS } from "./Document.js";
import { AttributeRecord, setAttributeOf } from "./Element.js" with { lazy: "true" };
import {
    CDATASection, Comment, DocumentType, HTML_NS, ProcessingInstruction, SVG_NS, Text, link
} from "./Node.js" with { lazy: "true" };
import { TypeError, host } from "./Realm.js" with { lazy: "true" };

export class XMLDocument extends Document {
    constructor() {
        super();
        this._isHTML = false;
    }
}

/// `createDocument(namespace, qualifiedName, doctype)`; `count` is how many arguments were given.
export function createXMLDocument(count, namespace, qualifiedName, doctype) {
    if (count < 2) {
        throw new TypeError("Failed to execute 'createDocument' on 'DOMImplementation': 2 arguments required, but only " + count + ' present.');
    }
    // namespace is a nullable DOMString, qualifiedName a [LegacyNullToEmptyString] one.
    const ns = namespace === null || namespace === undefined ? null : String(namespace);
    const name = qualifiedName === null ? '' : String(qualifiedName);
    const doc = new XMLDocument();
    const element = name === '' ? null : doc.createElementNS(ns, name);
    if (doctype !== null && doctype !== undefined) doc.appendChild(doctype);
    if (element !== null) doc.appendChild(element);
    doc._contentType = ns === HTML_NS ? 'application/xhtml+xml' : ns === SVG_NS ? 'image/svg+xml' : 'application/xml';
    return doc;
}

/// The MIME types parsed as XML (DOMParser's XML members of DOMParserSupportedType; a frame also
/// takes any `+xml` type).
export const XML_TYPES = new Set(['text/xml', 'application/xml', 'application/xhtml+xml', 'image/svg+xml']);

/// Builds `doc` (empty) from the XML `text`; scripts in it do not run.
export function buildXMLDocument(doc, text) {
    doc._mode = 'no-quirks';
    const parsed = JSON.parse(host.parseXML(String(text)));
    const ops = parsed.ops, stack = [doc];
    for (let i = 0; i < ops.length; i++) {
        const op = ops[i];
        const parent = stack[stack.length - 1];
        if (typeof op === 'string') {
            const last = parent._last;
            if (last !== null && last._nt === 3) last._data += op;
            else link(parent, new Text(doc, op), null);
            continue;
        }
        if (op === 0) { if (stack.length > 1) stack.pop(); continue; }
        switch (op[0]) {
            case 1: {
                const el = createElementNS(doc, op[1], localName(op[2]), prefixOf(op[2]));
                const attrs = op[3];
                for (let k = 0; k < attrs.length; k += 3) {
                    const qualified = attrs[k + 1], ns = attrs[k];
                    // `xmlns` alone has no prefix; any other name's prefix stays when it has a namespace.
                    const prefix = ns === null || qualified === 'xmlns' ? null : prefixOf(qualified);
                    const local = prefix === null && ns === null ? qualified : localName(qualified);
                    el._attrs.push(new AttributeRecord(local, attrs[k + 2], ns, prefix));
                }
                if (attrs.length) el._afterAttributesCopied();
                link(parent, el, null);
                stack.push(el);
                break;
            }
            case 4: link(parent, new CDATASection(doc, op[1]), null); break;
            case 7: link(parent, new ProcessingInstruction(doc, op[1], op[2]), null); break;
            case 8: link(parent, new Comment(doc, op[1]), null); break;
            case 10: link(parent, new DocumentType(doc, op[1], op[2], op[3]), null); break;
        }
    }
    if (parsed.error !== undefined) insertParserError(doc, parsed.error);
    return doc;
}

function prefixOf(qualified) { const colon = qualified.indexOf(':'); return colon > 0 ? qualified.slice(0, colon) : null; }
function localName(qualified) { const colon = qualified.indexOf(':'); return colon > 0 ? qualified.slice(colon + 1) : qualified; }

/// WebKit's error block (XMLErrors.cpp): an XHTML `parsererror` as the first child of the root
/// element (of a new html/body when there is none, or around an SVG root), the document kept up
/// to the first error.
function insertParserError(doc, message) {
    const html = (local) => createElementNS(doc, HTML_NS, local, null);
    const styled = (el, style) => { setAttributeOf(el, 'style', style); return el; };
    let container = doc.documentElement;
    if (container === null || container._nsURI === SVG_NS) {
        const root = html('html'), body = html('body');
        if (container !== null) {
            const head = html('head'), style = html('style');
            style.appendChild(new Text(doc, 'html, body { height: 100% } parsererror + svg { width: 100%; height: 100% }'));
            head.appendChild(style);
            root.appendChild(head);
            doc.removeChild(container);
            body.appendChild(container);
        }
        root.appendChild(body);
        doc.appendChild(root);
        container = body;
    }
    const report = styled(html('parsererror'), 'display: block; white-space: pre; border: 2px solid #c77; padding: 0 1em 0 1em; margin: 1em; background-color: #fdd; color: black');
    const heading = (text) => { const h3 = html('h3'); h3.appendChild(new Text(doc, text)); return h3; };
    report.appendChild(heading('This page contains the following errors:'));
    const fixed = styled(html('div'), 'font-family:monospace;font-size:12px');
    fixed.appendChild(new Text(doc, message));
    report.appendChild(fixed);
    report.appendChild(heading('Below is a rendering of the page up to the first error.'));
    container.insertBefore(report, container.firstChild);
}
