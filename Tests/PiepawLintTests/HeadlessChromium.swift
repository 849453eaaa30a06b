import Foundation

/// A real headless Chromium, for the preview's end-to-end test: loads a file with no network (every host name
/// resolves to nothing), records the network log and the console, and dumps the DOM or takes a screenshot.
struct HeadlessChromium {
  let executable: String

  /// `PIEPAW_CHROMIUM`, else the usual install paths; nil where none is installed.
  static let installed: HeadlessChromium? = {
    let environment = ProcessInfo.processInfo.environment["PIEPAW_CHROMIUM"].map { [$0] } ?? []
    let candidates =
      environment + [
        "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/snap/bin/chromium",
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
      ]
    return candidates.first(where: FileManager.default.isExecutableFile(atPath:)).map(HeadlessChromium.init)
  }()

  struct Load {
    /// The DOM as Chromium serializes it after loading (with `dumpDOM`).
    var dom: String
    /// Requests the page made: the URL of every request in the network log that has an initiator (the browser's
    /// own background requests have none: "not an origin").
    var pageRequests: [String]
    /// Console lines that report a Content-Security-Policy violation: something the page tried to load.
    var blockedLoads: [String]
  }

  /// Loads `file` and returns what it did; with `screenshot`, also saves a PNG of a `width` × `height` window.
  func load(_ file: URL, screenshot: URL? = nil, width: Int = 1280, height: Int = 1600) throws -> Load {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-chromium-\(UUID())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let netLog = scratch.appendingPathComponent("net.json")
    var arguments = [
      "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-extensions", "--hide-scrollbars",
      "--user-data-dir=" + scratch.appendingPathComponent("profile").path,
      "--host-resolver-rules=MAP * ~NOTFOUND", "--log-net-log=" + netLog.path, "--net-log-capture-mode=Everything",
      "--enable-logging=stderr", "--v=0", "--window-size=\(width),\(height)",
    ]
    arguments += screenshot.map { ["--screenshot=" + $0.path] } ?? ["--dump-dom"]
    arguments.append(file.absoluteString)
    let (output, errors) = try run(arguments)
    return Load(
      dom: output, pageRequests: try Self.pageRequests(inNetLog: netLog),
      blockedLoads: errors.split(separator: "\n").map(String.init).filter {
        $0.contains("Content Security Policy") || $0.contains("Refused to")
      })
  }

  private func run(_ arguments: [String]) throws -> (output: String, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Both pipes are read at once so neither fills while the other is read.
    nonisolated(unsafe) var errorData = Data()
    let reader = Thread { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !reader.isFinished { usleep(1000) }
    return (String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
  }

  /// The URLs of the requests in a Chromium net log that a page initiated.
  static func pageRequests(inNetLog file: URL) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    let constants = object?["constants"] as? [String: Any]
    let types = constants?["logEventTypes"] as? [String: Int] ?? [:]
    guard let startJob = types["URL_REQUEST_START_JOB"] else { return ["(no URL_REQUEST_START_JOB in the net log)"] }
    let events = object?["events"] as? [[String: Any]] ?? []
    return events.compactMap { event in
      guard event["type"] as? Int == startJob, let parameters = event["params"] as? [String: Any],
        let url = parameters["url"] as? String, parameters["initiator"] as? String != "not an origin"
      else { return nil }
      return url
    }
  }
}
