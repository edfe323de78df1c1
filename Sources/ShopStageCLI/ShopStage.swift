import ArgumentParser

/// `shopstage`: run shoppable-video players and in-app marketing actions headlessly.
@main
struct ShopStage: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopstage",
        abstract: "Run shoppable-video players and in-app marketing actions headlessly.",
        version: ShopStageVersion.current,
        subcommands: [
            Demo.self,
            Run.self,
            Hydrate.self,
            Action.self,
            Eval.self,
            Download.self,
            Downloads.self,
            Bench.self,
        ]
    )
}

enum ShopStageVersion {
    static let current = "0.1.0"
}
