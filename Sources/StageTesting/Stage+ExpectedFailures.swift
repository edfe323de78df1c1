import StageFailures
import Testing

/// A failure a test declared with ``Stage/expectFailure(_:_:sourceLocation:)``.
struct ExpectedStageFailure {
    var kind: StageFailure.Kind
    var subject: String?
    var sourceLocation: SourceLocation

    func matches(_ failure: StageFailure) -> Bool {
        failure.kind == kind && (subject == nil || subject == failure.subject)
    }

    var spelled: String {
        // String(reflecting:) spells the subject as a Swift literal: a page error's message may hold quotes.
        subject.map { "stage.expectFailure(.\(kind.caseName), \(String(reflecting: $0)))" }
            ?? "stage.expectFailure(.\(kind.caseName))"
    }
}

extension StageFailure.Kind {
    var caseName: String {
        switch self {
        case .hydrationRejected: "hydrationRejected"
        case .callbackTimedOut: "callbackTimedOut"
        case .callbackUnanswered: "callbackUnanswered"
        case .pageError: "pageError"
        case .downloadFailed: "downloadFailed"
        }
    }
}

extension Stage {
    /// Declares one failure this test expects, so that the next ``run(_:fileID:filePath:line:column:)``
    /// does not fail the test for it. One call covers one failure; `subject` nil matches any of `kind`.
    /// A declared failure that does not happen by the end of that run fails the test too, here.
    ///
    /// ```swift
    /// stage.expectFailure(.hydrationRejected, "bmb-cap")    // the test feeds it a bad payload on purpose
    /// stage.expectFailure(.pageError)                      // any one page error
    /// try await stage.run { stage in … }
    /// ```
    ///
    /// - Parameters:
    ///   - kind: what fails.
    ///   - subject: which one: a hydration's product id, a callback's event type, a page error's
    ///     message, a download's identifier (`StageFailure.subject`); nil for any.
    ///   - sourceLocation: where a declared failure that never happens is reported (this call).
    public func expectFailure(
        _ kind: StageFailure.Kind, _ subject: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectedFailures.append(ExpectedStageFailure(kind: kind, subject: subject, sourceLocation: sourceLocation))
    }

    /// The end of a run: every failure the SDK objects reported is matched with one declared expectation;
    /// the rest the test did not look at fail it at `sourceLocation` (the `run` call), each with how to
    /// declare it expected.
    func checkFailures(at sourceLocation: SourceLocation) {
        var unexpected: [StageFailure] = []
        for failure in failures.take() {
            if let index = expectedFailures.firstIndex(where: { $0.matches(failure) }) {
                expectedFailures.remove(at: index)
            } else if !failure.isExamined {
                unexpected.append(failure)
            }
        }
        if !unexpected.isEmpty {
            let lines = unexpected.map { failure in
                let declaration = ExpectedStageFailure(
                    kind: failure.kind, subject: failure.subject, sourceLocation: sourceLocation)
                return "- \(failure)\n  expected? declare it before the run ends: \(declaration.spelled)"
            }
            Issue.record(
                Comment(
                    rawValue: "the run ended with \(unexpected.count) failure(s) nothing handled:\n"
                        + lines.joined(separator: "\n")),
                sourceLocation: sourceLocation)
        }
        for expected in expectedFailures {
            Issue.record(
                Comment(rawValue: "\(expected.spelled) was declared, and no such failure happened in the run"),
                sourceLocation: expected.sourceLocation)
        }
        expectedFailures.removeAll()
    }
}
