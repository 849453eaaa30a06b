// Fuzz target: the position-aware JSON reader and JSONContentLoader, then the rules and reporters.
@testable import PiepawLint

@_cdecl("LLVMFuzzerTestOneInput")
public func jsonTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let path = "/fuzz/content/welcome.onboarding.json"
  let text = fuzzText(fuzzBytes(data, size), path: path)
  if case .success(let root) = JSONReader.parse(text, file: path) {
    _ = root.kindDescription
  }
  let file = JSONContentLoader.load(path: path, source: text)
  checkAndRender(Project(root: "/fuzz", contentFiles: [file]))
  return 0
}
