package e2e

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"tabletop/engine"
)

// The rules references committed as rulesets/GAME/RULES.md (English) and
// RULES.LANG.md (Polish, French, Russian) are what 'tabletop rules GAME
// --markdown --lang LANG' prints from the catalogue now, for every game
// the registry holds.
func TestRulesReference(t *testing.T) {
	t.Parallel()
	for _, game := range engine.Names() {
		for _, lang := range []string{"en", "pl", "fr", "ru"} {
			t.Run(game+"/"+lang, func(t *testing.T) {
				r := run(t, "", "rules", game, "--markdown", "--lang", lang)
				if r.code != 0 {
					t.Fatalf("rules %s --markdown --lang %s: exit %d: %s", game, lang, r.code, r.stderr)
				}
				name := "RULES.md"
				if lang != "en" {
					name = "RULES." + lang + ".md"
				}
				path := fromRoot("rulesets/" + game + "/" + name)
				if *update {
					if err := os.WriteFile(path, []byte(r.stdout), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				committed, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (run 'go generate ./...' to write it)", err)
				}
				if !bytes.Equal(committed, []byte(r.stdout)) {
					t.Errorf("%s is not what 'tabletop rules %s --markdown --lang %s' prints now: the rule catalogue or its translation changed; run 'go generate ./...' and commit the result\n%s",
						path, game, lang, firstDifference(string(committed), r.stdout))
				}
			})
		}
	}
}

// --markdown also prints one rule or a prefix, and refuses --json.
func TestRulesMarkdownFlags(t *testing.T) {
	t.Parallel()
	r := run(t, "", "rules", "mojo", "mojo.turn.equal", "--markdown")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "### mojo.turn.equal\n\n**Equal card.**") || strings.Contains(r.stdout, "# Mojo") {
		t.Errorf("one rule as Markdown: exit %d\n%s", r.code, r.stdout)
	}
	out := filepath.Join(t.TempDir(), "RULES.md")
	r = run(t, "", "rules", "makoto", "--markdown", "--output", out)
	written, err := os.ReadFile(out)
	if r.code != 0 || r.stdout != "" || err != nil || !strings.HasPrefix(string(written), "# Makoto: rules reference") {
		t.Errorf("--output: exit %d, stdout %q, file %v\n%s", r.code, r.stdout, err, written)
	}
	expectBadInput(t, run(t, "", "rules", "mojo", "--markdown", "--json"), "--markdown and --json cannot be used together")
}

// firstDifference describes the first line where got and want differ.
func firstDifference(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d:\n  committed: %s\n  generated: %s", i+1, gl, wl)
		}
	}
	return ""
}

// exampleDocs are the documents whose examples the doc tests run: the
// README, every page of the user guide (docs/*.md) and the format
// documents beside the packages.
func exampleDocs(t *testing.T) []string {
	t.Helper()
	pages, err := filepath.Glob(fromRoot("docs/*.md"))
	if err != nil || len(pages) < 8 {
		t.Fatalf("the user guide: %d pages under docs/ (%v)", len(pages), err)
	}
	docs := []string{"README.md"}
	for _, p := range pages {
		docs = append(docs, "docs/"+filepath.Base(p))
	}
	return append(docs, "validator/POSITIONS.md", "scorepad/PAD.md", "rulesets/NOTATION.md", "engine/LOG.md")
}

// The README is read to its end: at most 300 lines, the rest in the user
// guide under docs/.
func TestReadmeShort(t *testing.T) {
	t.Parallel()
	if n := strings.Count(readFile(t, fromRoot("README.md")), "\n"); n > 300 {
		t.Errorf("README.md has %d lines, at most 300: move the detail into a page of docs/", n)
	}
}

var (
	mdLink  = regexp.MustCompile(`\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)
	mdCode  = regexp.MustCompile("`[^`]*`")
	mdFence = regexp.MustCompile("^\\s*(```|~~~)")
)

// Every relative link in the repository's Markdown files (README.md, the
// format documents beside the packages, the rules references) points to a
// file inside the repository, and a #anchor to a heading of that file.
func TestMarkdownLinks(t *testing.T) {
	t.Parallel()
	var docs []string
	walkModule(t, nil, func(path string) error {
		if strings.HasSuffix(path, ".md") {
			docs = append(docs, path)
		}
		return nil
	})
	if len(docs) < 2 {
		t.Fatalf("found only %v", docs)
	}
	anchors := map[string]map[string]bool{}
	anchorsOf := func(path string) map[string]bool {
		if a, ok := anchors[path]; ok {
			return a
		}
		a := headingAnchors(t, fromRoot(path))
		anchors[path] = a
		return a
	}
	for _, doc := range docs {
		data, err := os.ReadFile(fromRoot(doc))
		if err != nil {
			t.Fatal(err)
		}
		inFence := false
		for i, line := range strings.Split(string(data), "\n") {
			if mdFence.MatchString(line) {
				inFence = !inFence
				continue
			}
			if inFence {
				continue
			}
			for _, m := range mdLink.FindAllStringSubmatch(mdCode.ReplaceAllString(line, ""), -1) {
				target := m[1]
				if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				where := fmt.Sprintf("%s:%d: link %s", doc, i+1, target)
				file, anchor, _ := strings.Cut(target, "#")
				dest := doc
				if file != "" {
					dest = filepath.Join(filepath.Dir(doc), filepath.FromSlash(file))
					if rel, err := filepath.Rel(moduleRoot, fromRoot(dest)); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
						t.Errorf("%s points outside the repository", where)
						continue
					}
					if _, err := os.Stat(fromRoot(dest)); err != nil {
						t.Errorf("%s: no such file in the repository", where)
						continue
					}
				}
				if anchor != "" && strings.HasSuffix(dest, ".md") && !anchorsOf(dest)[anchor] {
					t.Errorf("%s: %s has no heading with the anchor #%s", where, dest, anchor)
				}
			}
		}
	}
}

// headingAnchors returns the anchors GitHub gives the headings of a
// Markdown file: lower case, punctuation dropped, spaces as hyphens, and
// -1, -2 ... after repeated headings.
func headingAnchors(t *testing.T, path string) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	seen := map[string]int{}
	inFence := false
	for _, line := range strings.Split(string(data), "\n") {
		if mdFence.MatchString(line) {
			inFence = !inFence
			continue
		}
		if inFence || !strings.HasPrefix(line, "#") {
			continue
		}
		text := strings.TrimSpace(strings.TrimLeft(line, "#"))
		var b strings.Builder
		for _, r := range strings.ToLower(text) {
			switch {
			case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
				b.WriteRune(r)
			case r == ' ':
				b.WriteByte('-')
			}
		}
		slug := b.String()
		if n := seen[slug]; n > 0 {
			out[fmt.Sprintf("%s-%d", slug, n)] = true
		} else {
			out[slug] = true
		}
		seen[slug]++
	}
	return out
}
