import Foundation
import PiepawLint

/// Where the command writes: real stdout/stderr in the tool, strings in tests.
struct Console {
  var writeOut: (String) -> Void
  var writeError: (String) -> Void
  /// Whether stdout is a terminal (colour with `--color auto`).
  var outputIsTerminal: Bool
  var environment: [String: String]
  var workingDirectory: String

  /// The process's stdout and stderr. A failed write of stdout is kept in `output` for `main` to report.
  static func standard(output: StandardStream, error: StandardStream) -> Console {
    Console(
      writeOut: output.write, writeError: error.write, outputIsTerminal: isatty(STDOUT_FILENO) != 0,
      environment: ProcessInfo.processInfo.environment,
      workingDirectory: FileManager.default.currentDirectoryPath)
  }

  /// A one-line error on stderr, prefixed with the tool's name. The message may quote a path or a configuration's
  /// text, so it is shown through `Visible`: it stays one line and cannot drive the terminal.
  func fail(_ message: String) {
    writeError("piepaw-lint: error: \(Visible.text(message))\n")
  }
}

/// A file descriptor written with `write(2)`, all of every text or nothing more after the first failure. Unlike
/// `FileHandle.write`, which traps on a full disk or a closed pipe, a failure is remembered for the caller.
final class StandardStream {
  enum Failure: Equatable {
    /// The reader went away (EPIPE: `piepaw-lint … | head -1`).
    case closed
    /// Any other error, as `errno` (ENOSPC on a full disk, EIO, EBADF for a closed descriptor).
    case failed(Int32)
  }

  let descriptor: Int32
  private(set) var failure: Failure?

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  func write(_ text: String) {
    guard failure == nil else { return }
    var text = text
    text.withUTF8 { bytes in
      var written = 0
      while written < bytes.count {
        let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if result >= 0 {
          written += result
        } else if errno == EINTR {
          continue
        } else if errno == EAGAIN || errno == EWOULDBLOCK {
          waitUntilWritable()
        } else {
          failure = errno == EPIPE ? .closed : .failed(errno)
          return
        }
      }
    }
  }

  /// An inherited non-blocking descriptor (a terminal or pipe set so by the parent) refuses a write while full.
  private func waitUntilWritable() {
    var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    _ = poll(&request, 1, -1)
  }
}

extension StandardStream {
  /// The exit code once the command has written everything: a failed write of the report is exit 2 with one line on
  /// stderr, since the report did not reach its reader. A closed pipe is the reader's choice to stop reading, so it
  /// ends quietly with the command's own code (as `rg … | head` does), never as a crash by SIGPIPE.
  func exitCode(after code: ExitCode, console: Console) -> ExitCode {
    guard case .failed(let number) = failure else { return code }
    console.fail("cannot write to standard output: \(String(cString: strerror(number)))")
    return .usage
  }
}

/// The exit codes of DESIGN.md.
enum ExitCode: Int32 {
  /// No error-level finding.
  case clean = 0
  /// Error-level findings (warnings too with `--strict`).
  case findings = 1
  /// The tool could not do its job as asked: bad flag, missing path, invalid configuration, a report that could not
  /// be written.
  case usage = 2
}
