// XMLDocuments.js — XML documents made by script: the `XMLDocument` interface and
// `DOMImplementation.createDocument` (DOM standard), with the content type its namespace gives.
// There is no XML parser: `DOMParser` and frames parse XML types as HTML.
//
// Provides: XMLDocument, createXMLDocument.
// Takes: TypeError (Prologue.js); HTML_NS, SVG_NS (Node.js); Document (Document.js).

class XMLDocument extends Document {
    constructor() {
        super();
        this._isHTML = false;
    }
}

/// `createDocument(namespace, qualifiedName, doctype)`; `count` is how many arguments were given.
function createXMLDocument(count, namespace, qualifiedName, doctype) {
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
