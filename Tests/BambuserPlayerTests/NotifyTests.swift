import BambuserPlayer
import Foundation
import Testing

// notify(callbackKey:info:) as on a phone: a String is JavaScript source.
@MainActor
struct NotifyTests {
    @Test func outOfStockAnswerFailsTheAdd() async throws {
        let (view, _, key) = try await addTee()
        #expect(view.answer(callbackKey: key, info: "{ success: false, reason: 'out-of-stock' }"))
        let snapshot = try view.snapshot()
        #expect(snapshot.cart.isEmpty)
        #expect(snapshot.productPage?.message == "out-of-stock")
    }

    @Test func trueAddsTheItem() async throws {
        let (view, _, key) = try await addTee()
        view.notify(callbackKey: key, info: true)
        #expect(try view.snapshot().cart == ["TEE-001-BLK-M": 1])
    }

    @Test func falseRefusesTheItem() async throws {
        let (view, _, key) = try await addTee()
        view.notify(callbackKey: key, info: false)
        #expect(try view.snapshot().cart.isEmpty)
    }

    @Test func theStringTrueIsTheLiteralTrue() async throws {
        let (view, _, key) = try await addTee()
        view.notify(callbackKey: key, info: "true")
        #expect(try view.snapshot().cart == ["TEE-001-BLK-M": 1])
    }

    @Test func aSyntaxErrorInInfoIsLocatedWithinItAndReported() async throws {
        let (view, delegate, key) = try await addTee()
        #expect(view.answer(callbackKey: key, info: "{ success: false, reason: 'it's gone' }") == false)
        await view.settle()
        let error = try #require(delegate.errors.last as? BambuserStageError)
        guard case .syntax(let function, _, let line, let column, _) = error else {
            Issue.record("expected a syntax error, got \(error)")
            return
        }
        #expect(function == "notify")
        #expect(line == 1)
        #expect(column > 30)
        #expect(view.pendingCallbackKeys == [key])
    }

    @Test func anExceptionInInfoIsReported() async throws {
        let (view, delegate, key) = try await addTee()
        #expect(view.answer(callbackKey: key, info: "undefinedThing.success") == false)
        await view.settle()
        #expect(delegate.errors.last as? BambuserStageError != nil)
    }
}
