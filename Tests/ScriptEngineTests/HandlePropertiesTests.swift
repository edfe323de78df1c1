import Testing

@testable import ScriptEngine

/// `ScriptHandle.properties`: several members of one object read in one entry into JavaScript; `dataProperties`, with none.
struct HandlePropertiesTests {
    @Test func theMembersComeInTheOrderAskedWithUndefinedForAMissingOne() throws {
        let context = try ScriptContext()
        let object = try context.evaluateHandle(
            "({ name: 'a.js', line: 3, get source() { return 'x = 1' } })", sourceName: "record.js")
        let fields = try object.properties(["name", "line", "source", "missing"])
        #expect(try fields.map { try $0.value() } == [.string("a.js"), .int(3), .string("x = 1"), .undefined])
    }

    @Test func theReadsShareOneEntry() throws {
        let context = try ScriptContext()
        let object = try context.evaluateHandle("({ a: 1, b: 2, c: 3 })", sourceName: "record.js")
        let before = context.group.entriesMade
        _ = try object.properties(["a", "b", "c"])
        #expect(context.group.entriesMade == before + 1)
        _ = try object.property("a")
        _ = try object.property("b")
        #expect(context.group.entriesMade == before + 3)
    }

    @Test func aGetterThatThrowsThrowsItsErrorAndKeepsNothing() throws {
        let context = try ScriptContext()
        let object = try context.evaluateHandle(
            "({ a: 1, get b() { throw new TypeError('no b') }, c: 3 })", sourceName: "record.js")
        #expect(throws: ScriptError.self) { try object.properties(["a", "b", "c"]) }
        #expect(try object.properties(["a", "c"]).map { try $0.value() } == [.int(1), .int(3)])
    }

    @Test func aPrimitiveHasOnlyUndefinedMembers() throws {
        let context = try ScriptContext()
        let number = try context.evaluateHandle("42", sourceName: "n.js")
        #expect(try number.properties(["a", "b"]).map { try $0.value() } == [.undefined, .undefined])
    }

    @Test func dataPropertiesReadPlainDataWithoutAnEntry() throws {
        // `dataProperties`: for plain data a realm of ShopStage's made (the DOM's hooks, its script records).
        let context = try ScriptContext()
        let object = try context.evaluateHandle("({ name: 'a.js', line: 3, shared: true })", sourceName: "record.js")
        let before = context.group.entriesMade
        let fields = object.dataProperties(["name", "line", "shared", "missing"])
        #expect(context.group.entriesMade == before)
        #expect(try fields.map { try $0.value() } == [.string("a.js"), .int(3), .bool(true), .undefined])
        let number = try context.evaluateHandle("42", sourceName: "n.js")
        #expect(try number.dataProperties(["a"]).map { try $0.value() } == [.undefined])
    }
}
