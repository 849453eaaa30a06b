import Testing

@testable import piepaw_lint

@Suite struct ArgumentParserTests {
  let parser = ArgumentParser(options: [
    .init(name: "--format", valueName: "FORMAT", allowedValues: ["human", "xcode"], help: ""),
    .init(name: "--output", valueName: "FILE", help: "", aliases: ["-o"]),
    .init(name: "--strict", help: ""),
  ])

  @Test func valuesFlagsAndPositionalsInAnyOrder() throws {
    let parsed = try parser.parse(["a", "--format", "xcode", "--strict", "b", "-o", "out.txt"])
    #expect(parsed.positionals == ["a", "b"])
    #expect(parsed.values == ["--format": "xcode", "--output": "out.txt"])
    #expect(parsed.flags == ["--strict"])
  }

  @Test func inlineValue() throws {
    #expect(try parser.parse(["--format=human"]).values["--format"] == "human")
  }

  @Test func doubleDashEndsOptions() throws {
    #expect(try parser.parse(["--", "--strict"]).positionals == ["--strict"])
  }

  @Test func unknownOptionIsNamed() {
    #expect(throws: ArgumentParser.Failure.unknownOption("--bogus")) { try parser.parse(["--bogus"]) }
  }

  @Test func valueOutsideTheClosedSetIsRefused() {
    #expect(
      throws: ArgumentParser.Failure.invalidValue(option: "--format", value: "yaml", allowed: ["human", "xcode"])
    ) {
      try parser.parse(["--format", "yaml"])
    }
  }

  @Test func missingValue() {
    #expect(throws: ArgumentParser.Failure.missingValue("--output")) { try parser.parse(["--output"]) }
  }

  @Test func flagWithValueIsRefused() {
    #expect(throws: ArgumentParser.Failure.unexpectedValue("--strict")) { try parser.parse(["--strict=yes"]) }
  }
}
