import ArgumentParser

/// `shopstage bench <suite>`: each measurement ends in a line `<name>: <median> ms/op` (or `… /s`).
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure ShopStage's speed: medians of many runs.",
        subcommands: [
            BenchEngine.self,
            BenchWebView.self,
            BenchFirework.self,
            BenchDownload.self,
            BenchPlayer.self,
            BenchAction.self,
            BenchActions.self,
            BenchStage.self,
            BenchMemory.self,
        ]
    )
}
