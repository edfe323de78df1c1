import Testing

@testable import HeadlessWebView

/// The DOM's JavaScript is a module graph the linker checks before joining it into one function.
struct DOMModuleLinkerTests {
    private let globals: Set<String> = ["Object", "Map", "Error", "Math", "globalThis", "undefined"]

    private func link(_ files: [String: String], entry: String = "window/Entry.js") throws(DOMLinkError)
        -> DOMModuleLinker.Linked
    {
        try DOMModuleLinker.link(files, entry: entry, returning: "realm", globals: globals)
    }

    private func failure(_ files: [String: String], entry: String = "window/Entry.js") -> DOMLinkError? {
        do {
            _ = try link(files, entry: entry)
            return nil
        } catch {
            return error
        }
    }

    @Test func theDOMLinksAndEveryFileIsEvaluated() throws {
        let source = try DOMSource.joined.get()
        #expect(source.hasPrefix("globalThis.__shopstageDOM = (function () {"))
        let files = try DOMSource.files.get()
        let linked = try DOMModuleLinker.link(
            files, entry: DOMSource.entry, returning: DOMSource.entryExport, globals: DOMSource.realmGlobals)
        #expect(Set(linked.order) == Set(files.keys))
        #expect(linked.order.last == DOMSource.entry)
        // What a process evaluates, read from the module syntax alone, is what the checked link gives.
        #expect(source == "globalThis.__shopstageDOM = " + linked.source + "();")
        // Lower layers come first wherever the imports allow: the realm's own state opens it.
        #expect(linked.order.first == "dom/Realm.js")
    }

    @Test func aFileUsingANameItDoesNotImportIsRejectedWithItsLine() {
        let files = [
            "dom/Node.js": "export function insertNode(node) { return node; }\n",
            "window/Entry.js": "import { insertNode } from \"../dom/Node.js\";\n"
                + "export const realm = { insert: insertNode };\n",
            "dom/Element.js":
                "// Element.js\n\nexport function append(el, child) {\n    return insertNode(child);\n}\n",
        ]
        #expect(
            failure(files)
                == .notImported(file: "dom/Element.js", line: 4, name: "insertNode", exportedBy: "dom/Node.js"))
    }

    @Test func aNameNoFileDeclaresIsRejected() {
        let files = ["window/Entry.js": "export const realm = {};\nfunction f() { return missingThing + 1; }\n"]
        #expect(failure(files) == .undefined(file: "window/Entry.js", line: 2, name: "missingThing"))
    }

    @Test func anImportOfANameTheFileDoesNotExportIsRejected() {
        let files = [
            "dom/Node.js": "function insertNode() {}\nexport const x = 1;\n",
            "window/Entry.js": "import { insertNode } from \"../dom/Node.js\";\nexport const realm = insertNode;\n",
        ]
        #expect(
            failure(files) == .notExported(file: "window/Entry.js", line: 1, name: "insertNode", from: "dom/Node.js"))
    }

    @Test func aLowerLayerImportingAHigherOneIsRejected() {
        let files = [
            "dom/Node.js": "import { sheet } from \"../css/Sheets.js\";\nexport function insert() { sheet(); }\n",
            "css/Sheets.js": "import { insert } from \"../dom/Node.js\";\nexport function sheet() { insert(); }\n",
            "window/Entry.js": "import { insert } from \"../dom/Node.js\";\nexport const realm = insert;\n",
        ]
        #expect(failure(files) == .layerViolation(file: "dom/Node.js", line: 1, imported: "css/Sheets.js"))
    }

    @Test func aLazyImportAcrossLayersIsRejected() {
        let files = [
            "css/Sheets.js": "import { insert } from \"../dom/Node.js\" with { lazy: \"true\" };\n"
                + "export function sheet() { insert(); }\n",
            "dom/Node.js": "export function insert() {}\n",
            "window/Entry.js": "import { sheet } from \"../css/Sheets.js\";\nexport const realm = sheet;\n",
        ]
        #expect(failure(files) == .lazyAcrossLayers(file: "css/Sheets.js", line: 1, imported: "dom/Node.js"))
    }

    @Test func anEagerCycleIsRejectedAndALazyOneInsideALayerIsAccepted() throws {
        let eager = [
            "dom/A.js": "import { b } from \"./B.js\";\nexport function a() { return b(); }\n",
            "dom/B.js": "import { a } from \"./A.js\";\nexport function b() { return a(); }\n",
            "window/Entry.js": "import { a } from \"../dom/A.js\";\nexport const realm = a;\n",
        ]
        guard case .cycle(let files)? = failure(eager) else {
            Issue.record("expected a cycle")
            return
        }
        #expect(Set(files) == ["dom/A.js", "dom/B.js"])

        var lazy = eager
        lazy["dom/B.js"] =
            "import { a } from \"./A.js\" with { lazy: \"true\" };\nexport function b() { return a(); }\n"
        let linked = try link(lazy)
        #expect(linked.order == ["dom/B.js", "dom/A.js", "window/Entry.js"])
    }

    @Test func aLazyImportUsedWhileTheFileIsEvaluatedIsRejected() {
        let files = [
            "dom/A.js": "import { B } from \"./B.js\" with { lazy: \"true\" };\nexport class A extends B {}\n",
            "dom/B.js": "export class B {}\n",
            "window/Entry.js": "import { A } from \"../dom/A.js\";\nexport const realm = A;\n",
        ]
        #expect(failure(files) == .lazyUsedAtEvaluation(file: "dom/A.js", line: 2, name: "B"))
    }

    @Test func assigningToAnImportIsRejected() {
        let files = [
            "dom/Count.js": "export let count = 0;\n",
            "window/Entry.js": "import { count } from \"../dom/Count.js\";\n"
                + "export const realm = { bump() { count++; } };\n",
        ]
        #expect(failure(files) == .assignsImport(file: "window/Entry.js", line: 2, name: "count"))
    }

    @Test func anUnusedImportAndTwoFilesDeclaringOneNameAreRejected() {
        let unused = [
            "dom/A.js": "export const a = 1;\nexport const b = 2;\n",
            "window/Entry.js": "import { a, b } from \"../dom/A.js\";\nexport const realm = a;\n",
        ]
        #expect(failure(unused) == .unusedImport(file: "window/Entry.js", line: 1, name: "b"))

        let clash = [
            "dom/A.js": "export const a = 1;\nfunction helper() {}\n",
            "window/Entry.js": "import { a } from \"../dom/A.js\";\nfunction helper() {}\nexport const realm = a;\n",
        ]
        #expect(
            failure(clash)
                == .duplicateName(name: "helper", file: "window/Entry.js", line: 2, otherFile: "dom/A.js", otherLine: 2)
        )
    }

    @Test func aNameAnotherFileDeclaresMustBeImportedEvenWhereTheRealmHasIt() {
        // Joined in one scope, the page's `Error` of Realm.js would shadow the realm's own.
        let files = [
            "dom/Realm.js": "export let Error = null;\n",
            "window/Entry.js": "export const realm = () => { throw new Error('x'); };\n",
        ]
        #expect(
            failure(files) == .notImported(file: "window/Entry.js", line: 1, name: "Error", exportedBy: "dom/Realm.js"))
    }

    @Test func namesInStringsTemplatesRegularExpressionsAndPropertiesAreNotUses() throws {
        let entry = """
            export const realm = {
                text: 'insertNode', template: `a ${globalThis.x} insertNode`, pattern: /insertNode[/]/g,
                insertNode(node, { deep = Math.max(1, 2), ...rest } = {}) { return node.insertNode + deep + rest; },
                get other() { return this.insertNode; },
            };
            // insertNode in a comment
            label: for (const [key, value] of new Map()) { if (key) break label; else continue label; }
            const ratio = 10 / 2 / 5;
            """
        let linked = try link(["window/Entry.js": entry])
        #expect(linked.order == ["window/Entry.js"])
    }

    @Test func anObjectLiteralAfterATernarysColonIsNotABlock() throws {
        // `{` after the `:` that ends a ternary's middle opens an object: its keys are not uses.
        let entry = """
            export function realm(m) {
                const parsed = m === null ? null : { n: Math.abs(m[0]), unit: m[1].toLowerCase() };
                return m ? (m[0] ? { first: parsed } : { second: 2 }) : { third: 3 };
            }
            """
        let linked = try link(["window/Entry.js": entry])
        #expect(linked.order == ["window/Entry.js"])
    }

    @Test func theJoinDropsTheModuleSyntaxAndKeepsEachFilesLines() throws {
        let files = [
            "dom/A.js": "// A\nexport function a() { return 1; }\n",
            "window/Entry.js":
                "import {\n    a\n} from \"../dom/A.js\";\nimport \"../dom/A.js\";\nexport const realm = a;\n",
        ]
        let linked = try link(files)
        #expect(!linked.source.contains("import"))
        #expect(!linked.source.contains("export"))
        #expect(linked.source.contains("// window/Entry.js\n\n\n\n\nconst realm = a;"))
        #expect(linked.source.hasSuffix("return realm;\n})"))
    }

    @Test func aBrokenFileIsReportedWithItsLine() {
        let files = ["window/Entry.js": "export const realm = 1;\nconst s = 'unterminated;\n"]
        #expect(failure(files) == .syntax(file: "window/Entry.js", line: 2, message: "unterminated string"))
    }
}
