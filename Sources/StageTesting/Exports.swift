// A test that declares an expected failure names its kind (`StageFailure.Kind`), and the stage's
// ledger is `StageFailureLedger`: both come with the stage.
@_exported import StageFailures
