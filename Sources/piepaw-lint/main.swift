import Foundation

let code = PiepawLintCommand.run(Array(CommandLine.arguments.dropFirst()), console: .standard())
exit(code.rawValue)
