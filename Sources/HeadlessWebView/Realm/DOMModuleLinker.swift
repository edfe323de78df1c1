/// Checks the DOM's JavaScript files as a module graph and joins them into the one function the
/// realm evaluates.
///
/// JavaScriptCore's C API has no module loader, and the DOM does not need one: its files run once per
/// VM, in one realm, and sharing one function scope keeps calls between them as cheap as calls inside
/// one file. What modules would give, the linker checks instead:
/// - every import names a file and a name that file exports;
/// - every name a file uses is its own, imported, or the realm's (a built-in such as `Map`);
/// - no two files declare the same top-level name;
/// - files are evaluated in the order their imports give, and eager imports never form a circle;
/// - the layers hold: `dom` ← `web` ← `html` ← `css` ← `window`, lowest first. A file imports from its own
///   layer or a lower one. Where a lower layer must reach a higher one, the higher registers a hook
///   with the lower (as `onStop` does); inside one layer an import may be lazy
///   (`with { lazy: "true" }`) when the name is used only inside functions.
///
/// Then it removes the module syntax (imports become blank lines, so line numbers stay those of the
/// file) and joins the files in that order.
public enum DOMModuleLinker {
    /// The layers, lowest first: the folders of `DOM/`.
    public static let layers = ["dom", "web", "html", "css", "window"]

    /// The linked DOM: one function's source, and the order its files were joined in.
    public struct Linked: Sendable {
        /// The joined function's source: `(function () { … return <entry's export>; })`.
        public let source: String
        /// The files in evaluation order.
        public let order: [String]
    }

    /// Links `files` (paths relative to the DOM's folder, such as `dom/Node.js`, to their text).
    ///
    /// - Parameters:
    ///   - files: each file's path relative to the DOM's folder, and its text.
    ///   - entry: the file evaluated last, which every other is reached from.
    ///   - returning: a name `entry` exports: what the joined function returns.
    ///   - globals: the names the realm's global object has that the files may use.
    public static func link(
        _ files: [String: String], entry: String, returning: String, globals: Set<String>
    ) throws(DOMLinkError) -> Linked {
        var modules: [String: DOMModule] = [:]
        for path in files.keys.sorted() {
            do {
                modules[path] = try DOMModule(path: path, source: files[path] ?? "")
            } catch {
                throw .syntax(file: path, line: error.line, message: error.message)
            }
        }
        guard let entryModule = modules[entry] else { throw .unreachable(file: entry) }
        guard entryModule.exports[Substring(returning)] != nil else {
            throw .notExported(file: entry, line: 1, name: returning, from: entry)
        }
        try checkDeclarations(modules)
        var edges: [String: [(target: String, lazy: Bool)]] = [:]
        for path in modules.keys.sorted() {
            guard let module = modules[path] else { continue }
            edges[path] = try checkImports(of: module, in: modules)
            try checkUses(of: module, in: modules, globals: globals)
        }
        return try join(modules, edges: edges, entry: entry, returning: returning)
    }

    /// Joins `files` as ``link(_:entry:returning:globals:)`` does, reading only their module syntax and
    /// checking nothing else: what a process does on first use, once the test command has linked the
    /// same files with every check.
    public static func join(
        _ files: [String: String], entry: String, returning: String
    ) throws(DOMLinkError) -> Linked {
        var syntax: [String: DOMModuleSyntax] = [:]
        var edges: [String: [(target: String, lazy: Bool)]] = [:]
        for path in files.keys.sorted() {
            let module: DOMModuleSyntax
            do {
                module = try DOMModuleSyntax(source: files[path] ?? "")
            } catch {
                throw .syntax(file: path, line: error.line, message: error.message)
            }
            var targets: [(target: String, lazy: Bool)] = []
            for statement in module.imports {
                guard let target = resolve(statement.specifier, from: path), files[target] != nil else {
                    throw .missingModule(file: path, line: statement.line, specifier: statement.specifier)
                }
                targets.append((target, statement.lazy))
            }
            syntax[path] = module
            edges[path] = targets
        }
        guard syntax[entry] != nil else { throw .unreachable(file: entry) }
        let order = try evaluationOrder(from: entry, edges: edges)
        if let unreached = syntax.keys.sorted().first(where: { !order.contains($0) }) {
            throw .unreachable(file: unreached)
        }
        var bytes = Array("(function () {\n'use strict';\n".utf8)
        for path in order {
            bytes += "// \(path)\n".utf8
            bytes += syntax[path]?.stripped ?? []
            bytes.append(UInt8(ascii: "\n"))
        }
        bytes += "return \(returning);\n})".utf8
        return Linked(source: String(decoding: bytes, as: UTF8.self), order: order)
    }

    private static func join(
        _ modules: [String: DOMModule], edges: [String: [(target: String, lazy: Bool)]], entry: String,
        returning: String
    ) throws(DOMLinkError) -> Linked {
        let order = try evaluationOrder(from: entry, edges: edges)
        if let unreached = modules.keys.sorted().first(where: { !order.contains($0) }) {
            throw .unreachable(file: unreached)
        }
        var parts = ["(function () {\n'use strict';"]
        for path in order {
            guard let module = modules[path] else { continue }
            parts.append("// \(path)\n" + strippedSource(of: module))
        }
        parts.append("return \(returning);\n})")
        return Linked(source: parts.joined(separator: "\n"), order: order)
    }

    /// The layer of a path (its first folder), or nil for a file outside the layers.
    static func layer(of path: String) -> Int? {
        guard let folder = path.split(separator: "/").first else { return nil }
        return layers.firstIndex(of: String(folder))
    }

    /// `specifier` (`./Node.js`, `../css/Style.js`) from the file at `path`, as a path from the DOM's folder.
    static func resolve(_ specifier: String, from path: String) -> String? {
        guard specifier.hasPrefix("./") || specifier.hasPrefix("../") else { return nil }
        let slash = UInt8(ascii: "/")
        var parts = path.utf8.split(separator: slash).dropLast().map { Substring($0) }
        for part in specifier.utf8.split(separator: slash).map({ Substring($0) }) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    private static func checkDeclarations(_ modules: [String: DOMModule]) throws(DOMLinkError) {
        var declared: [Substring: (file: String, line: Int)] = [:]
        for path in modules.keys.sorted() {
            guard let module = modules[path] else { continue }
            for (name, line) in module.topLevel.sorted(by: { $0.value < $1.value }) {
                if let other = declared[name] {
                    throw .duplicateName(
                        name: String(name), file: path, line: line, otherFile: other.file, otherLine: other.line)
                }
                declared[name] = (path, line)
            }
            for statement in module.imports {
                for imported in statement.names where module.topLevel[imported.name] != nil {
                    throw .duplicateName(
                        name: String(imported.name), file: path, line: module.topLevel[imported.name] ?? 0,
                        otherFile: path, otherLine: imported.line)
                }
            }
        }
    }

    private static func checkImports(
        of module: DOMModule, in modules: [String: DOMModule]
    ) throws(DOMLinkError) -> [(target: String, lazy: Bool)] {
        var targets: [(String, Bool)] = []
        let ownLayer = layer(of: module.path)
        for statement in module.imports {
            guard let target = resolve(statement.specifier, from: module.path), let imported = modules[target] else {
                throw .missingModule(file: module.path, line: statement.line, specifier: statement.specifier)
            }
            let targetLayer = layer(of: target)
            if let ownLayer, let targetLayer {
                if targetLayer > ownLayer {
                    throw .layerViolation(file: module.path, line: statement.line, imported: target)
                }
                if statement.lazy && targetLayer != ownLayer {
                    throw .lazyAcrossLayers(file: module.path, line: statement.line, imported: target)
                }
            }
            for name in statement.names where imported.exports[name.name] == nil {
                throw .notExported(file: module.path, line: name.line, name: String(name.name), from: target)
            }
            targets.append((target, statement.lazy))
        }
        return targets
    }

    private static func checkUses(
        of module: DOMModule, in modules: [String: DOMModule], globals: Set<String>
    ) throws(DOMLinkError) {
        var imported: [Substring: (lazy: Bool, line: Int)] = [:]
        for statement in module.imports {
            for name in statement.names { imported[name.name] = (statement.lazy, name.line) }
        }
        var used: Set<Substring> = []
        for use in module.freeUses {
            if let binding = imported[use.name] {
                used.insert(use.name)
                if use.assigned { throw .assignsImport(file: module.path, line: use.line, name: String(use.name)) }
                if binding.lazy && use.atEvaluation {
                    throw .lazyUsedAtEvaluation(file: module.path, line: use.line, name: String(use.name))
                }
                continue
            }
            // A name another file declares shadows the realm's global of that name once the files are
            // joined (the page's `Promise`, `Error`…): it must be imported even where a global exists.
            if let owner = modules.keys.sorted().first(where: { modules[$0]?.topLevel[use.name] != nil }) {
                throw .notImported(file: module.path, line: use.line, name: String(use.name), exportedBy: owner)
            }
            if !globals.contains(String(use.name)) {
                throw .undefined(file: module.path, line: use.line, name: String(use.name))
            }
        }
        for (name, binding) in imported.sorted(by: { $0.value.line < $1.value.line }) where !used.contains(name) {
            throw .unusedImport(file: module.path, line: binding.line, name: String(name))
        }
    }

    /// The files in an order where each comes after every file it imports eagerly, or the circle that
    /// prevents one. Among the orders that allow, the one closest to reading the imports depth first from
    /// the entry, in the order written: a lazy import is followed too, unless it leads back.
    private static func evaluationOrder(
        from entry: String, edges: [String: [(target: String, lazy: Bool)]]
    ) throws(DOMLinkError) -> [String] {
        var natural: [String] = []
        var visited: Set<String> = []
        func visit(_ path: String) {
            guard visited.insert(path).inserted else { return }
            for edge in edges[path] ?? [] { visit(edge.target) }
            natural.append(path)
        }
        visit(entry)
        let rank = Dictionary(uniqueKeysWithValues: natural.enumerated().map { ($1, $0) })
        var order: [String] = []
        var placed: Set<String> = []
        var remaining = natural
        while !remaining.isEmpty {
            guard
                let next = remaining.firstIndex(where: { path in
                    (edges[path] ?? []).allSatisfy { $0.lazy || placed.contains($0.target) }
                })
            else {
                throw .cycle(eagerCycle(among: Set(remaining), edges: edges, rank: rank))
            }
            let path = remaining.remove(at: next)
            placed.insert(path)
            order.append(path)
        }
        return order
    }

    /// A circle of eager imports among `files`, each of which waits for another of them.
    private static func eagerCycle(
        among files: Set<String>, edges: [String: [(target: String, lazy: Bool)]], rank: [String: Int]
    ) -> [String] {
        guard var current = files.min(by: { (rank[$0] ?? 0) < (rank[$1] ?? 0) }) else { return [] }
        var path: [String] = []
        while !path.contains(current) {
            path.append(current)
            guard let next = (edges[current] ?? []).first(where: { !$0.lazy && files.contains($0.target) }) else {
                return path
            }
            current = next.target
        }
        return Array(path[(path.firstIndex(of: current) ?? 0)...]) + [current]
    }

    private static func strippedSource(of module: DOMModule) -> String {
        var cuts: [(Range<String.Index>, String)] = module.imports.map { statement in
            let breaks = module.source[statement.range].filter { $0 == "\n" }.count
            return (statement.range, String(repeating: "\n", count: breaks))
        }
        cuts += module.exportKeywords.map { ($0, "") }
        cuts.sort { $0.0.lowerBound < $1.0.lowerBound }
        var result = ""
        var position = module.source.startIndex
        for (range, replacement) in cuts {
            result += module.source[position..<range.lowerBound]
            result += replacement
            position = range.upperBound
        }
        result += module.source[position...]
        return result
    }
}
