import BambuserPlayer
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
        subject.map { "stage.expectFailure(.\(kind.caseName), \"\($0)\")" } ?? "stage.expectFailure(.\(kind.caseName))"
    }
}

extension StageFailure.Kind {
    var caseName: String {
        switch self {
        case .hydrationRejected: "hydrationRejected"
        case .callbackTimedOut: "callbackTimedOut"
        case .callbackUnanswered: "callbackUnanswered"
        }
    }
}

extension Stage {
    /// Declares one failure this test expects, so that ``run(_:fileID:filePath:line:column:)`` does not fail the test
    /// for it: a hydration the player rejects (`subject`: its product id) or a callback nobody answers
    /// (`subject`: its event type). One call covers one failure; `subject` nil matches any of `kind`.
    /// A declared failure that does not happen by the end of the run fails the test too, here.
    public func expectFailure(
        _ kind: StageFailure.Kind, _ subject: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectedFailures.append(ExpectedStageFailure(kind: kind, subject: subject, sourceLocation: sourceLocation))
    }

    /// The end of a run: every failure the players reported is matched with one declared expectation;
    /// the rest fail the test at `sourceLocation` (the `run` call), each with how to declare it expected.
    func checkFailures(at sourceLocation: SourceLocation) {
        var unexpected: [StageFailure] = []
        for failure in failures.take() {
            if let index = expectedFailures.firstIndex(where: { $0.matches(failure) }) {
                expectedFailures.remove(at: index)
            } else {
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
