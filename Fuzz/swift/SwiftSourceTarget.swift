// Fuzz target: the Swift lexer and SwiftContentLoader, then the rules and reporters on what was found.
@testable import PiepawLint

@_cdecl("LLVMFuzzerTestOneInput")
public func swiftSourceTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  let path = "/fuzz/App/Onboarding.swift"
  // The raw bytes too: the scanner must cope with malformed UTF-8 that never becomes a String.
  _ = SwiftSourceScanner.scan(bytes: bytes)
  let file = SwiftContentLoader.load(path: path, source: fuzzText(bytes, path: path), schema: .default)
  checkAndRender(Project(root: "/fuzz", contentFiles: [file]))
  return 0
}
