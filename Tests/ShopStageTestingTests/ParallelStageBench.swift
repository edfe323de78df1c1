import Foundation
import ShopStageTesting
import Testing

/// 200 runs of the README's e-Marketer test, each on its own stage, for the parallel measurement
/// (a benchmark, not a timed test: nothing here checks a time). Off unless asked for:
///
/// ```sh
/// SHOPSTAGE_PARALLEL_BENCH=1 swift test --skip-build --filter ParallelStageBench --parallel
/// SHOPSTAGE_PARALLEL_BENCH=1 swift test --skip-build --filter ParallelStageBench --no-parallel
/// ```
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SHOPSTAGE_PARALLEL_BENCH"] != nil))
struct ParallelStageBench {
    @MainActor
    @Test(arguments: 0..<200)
    func theReadmeEMarketerTestOnItsOwnStage(run: Int) async throws {
        try await tappingAProductTileReportsAProductClick()
    }
}

/// 200 stages and nothing else: the part of each test built off the main actor, to tell what the
/// main actor costs the parallel run (`SHOPSTAGE_PARALLEL_BENCH_STAGES=1 … --filter ParallelStageOnlyBench`).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SHOPSTAGE_PARALLEL_BENCH_STAGES"] != nil))
struct ParallelStageOnlyBench {
    @MainActor
    @Test(arguments: 0..<200)
    func aStageAlone(run: Int) async throws {
        _ = try await Stage()
    }
}
