package engine

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strings"
	"testing"
)

// TestOnePluralHelper: the engine has no plural helper of its own (an
// English Count or CountOf beside i18n.Count): every counted noun is told
// through i18n.Count, with each language's CLDR forms.
func TestOnePluralHelper(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, e.Name(), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && (fd.Name.Name == "Count" || fd.Name.Name == "CountOf") {
				t.Errorf("%s: func %s is a second plural helper; use i18n.Count", e.Name(), fd.Name.Name)
			}
		}
	}
}
