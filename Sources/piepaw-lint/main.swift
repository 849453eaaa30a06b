print("piepaw-lint")
