// `swift run workshop`: list, check, watch, hint, reset, doctor. The logic is in
// Sources/WorkshopTool, where the tests call it in-process.
import Foundation
import TourKit
import WorkshopTool

Interrupt.install()
let root = WorkshopCommand.packageRoot(
    currentDirectory: FileManager.default.currentDirectoryPath, sourceFile: #filePath)
let command = WorkshopCommand(
    root: root, output: StandardOutput.shared, errors: StandardOutput(stream: .standardError))
exit(command.execute(Array(CommandLine.arguments.dropFirst())))
