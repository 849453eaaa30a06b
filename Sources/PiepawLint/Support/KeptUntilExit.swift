/// Values a run leaves for the system to take back when the process ends, instead of freeing them object by object.
///
/// A command-line run ends right after its report, and the system takes a process's memory back at once; freeing
/// a large structure first (the Swift index of every file: its tokens, declarations and name tables) visits each of
/// its objects again, out of cache, for nothing (clang's `-disable-free` does the same). A library host that goes on
/// after the run leaves `Linter.keepsMemoryUntilExit` off, and every value is freed when it is last used.
enum KeptUntilExit {
  static func keep<Value>(_ value: consuming Value) {
    _ = Unmanaged.passRetained(Holder(value))
  }

  private final class Holder<Value> {
    let value: Value
    init(_ value: consuming Value) { self.value = value }
  }
}
