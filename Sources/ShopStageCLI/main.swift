import ScriptEngine
let c = try ScriptContext()
for src in ["let b = 'Levi's';", "x = {a: 'b' c: 2}", "   foo(1,,2)", "a\nb c", "'\\(id)', { name: 'Levi's' }", "f(\n 'x', {\n  name: 'Levi's jeans',\n })"] {
  do { try c.evaluate(src, sourceName: "s.js") } catch { print(src.debugDescription, "->", error) }
}
