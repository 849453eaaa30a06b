import Foundation
import Testing

/// scripts/validate-sarif as a user runs it: `--help`, GitHub's checks without a schema (saying the schema check
/// was skipped), `--schema FILE`, and errors as one line with exit 2, never a traceback.
@Suite struct ValidateSARIFScriptTests {
  static let schema = SARIFValidation.repositoryRoot.appendingPathComponent("../shared/sarif/sarif-schema-2.1.0.json")
    .standardized.path

  func validate(_ arguments: [String], needs module: String = "json") throws -> (status: Int32, output: String)? {
    try PythonTool.run("scripts/validate-sarif", arguments, needs: module, purpose: "validate-sarif")
  }

  func write(_ text: String) throws -> URL {
    let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("piepaw-\(UUID()).sarif")
    try Data(text.utf8).write(to: file)
    return file
  }

  @Test func helpExitsZeroAndNamesTheSchemaOption() throws {
    let run = try #require(try validate(["--help"]))
    #expect(run.status == 0)
    #expect(run.output.contains("--schema FILE"))
  }

  @Test func withoutSchemaGitHubChecksRunAndTheSkipIsSaid() throws {
    let good = try write(MachineReporterTests().sarif())
    defer { try? FileManager.default.removeItem(at: good) }
    let run = try #require(try validate([good.path]))
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("schema check skipped"))
    // GitHub's checks still run: a result without its rules[] entry fails.
    let broken = try write(MachineReporterTests().sarif().replacingOccurrences(of: "\"rules\": [", with: "\"x\": ["))
    defer { try? FileManager.default.removeItem(at: broken) }
    let failed = try #require(try validate([broken.path]))
    #expect(failed.status == 1)
    #expect(failed.output.contains("tool.driver.rules must list the rules"))
  }

  @Test func schemaOptionValidatesAgainstTheSchema() throws {
    guard FileManager.default.fileExists(atPath: Self.schema) else { return }
    let good = try write(MachineReporterTests().sarif())
    defer { try? FileManager.default.removeItem(at: good) }
    guard let run = try validate([good.path, "--schema", Self.schema], needs: "jsonschema") else { return }
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("(schema and GitHub's checks)"))
    let bad = try write(MachineReporterTests().sarif().replacingOccurrences(of: "\"2.1.0\"", with: "\"9\""))
    defer { try? FileManager.default.removeItem(at: bad) }
    let failed = try #require(try validate([bad.path, "--schema", Self.schema], needs: "jsonschema"))
    #expect(failed.status == 1)
    #expect(failed.output.contains("schema: version:"))
  }

  @Test func unreadableInputIsOneLineExitTwoWithoutTraceback() throws {
    let missing = try #require(try validate(["/nonexistent/\(UUID()).sarif"]))
    #expect(missing.status == 2)
    #expect(missing.output.hasPrefix("validate-sarif: error: cannot read the SARIF file /nonexistent/"))
    #expect(!missing.output.contains("Traceback"))
    let notJSON = try write("{not json")
    defer { try? FileManager.default.removeItem(at: notJSON) }
    let garbled = try #require(try validate([notJSON.path, "--schema", "/nonexistent/schema.json"]))
    #expect(garbled.status == 2)
    #expect(garbled.output.contains("is not JSON"))
    #expect(!garbled.output.contains("Traceback"))
  }
}
