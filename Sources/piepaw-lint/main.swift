import Foundation

// A closed pipe must be an EPIPE that `StandardStream` handles, not a SIGPIPE that kills the process.
signal(SIGPIPE, SIG_IGN)
let output = StandardStream(descriptor: STDOUT_FILENO)
let console = Console.standard(output: output, error: StandardStream(descriptor: STDERR_FILENO))
let code = PiepawLintCommand.run(Array(CommandLine.arguments.dropFirst()), console: console)
exit(output.exitCode(after: code, console: console).rawValue)
