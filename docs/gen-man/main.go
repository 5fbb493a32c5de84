// Command gen-man writes tabletop's man pages, one per command, from the
// command tree the binary runs (urfave/cli's ToMan), as gh ships them:
// tabletop.1 for the application, tabletop-play.1, tabletop-pad-new.1 ...
//
//	go run ./docs/gen-man DIR            # English
//	go run ./docs/gen-man -lang pl DIR   # or pl, fr, ru
//
// Read one with `man -l DIR/tabletop-play.1`.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd"
	"tabletop/engine/i18n"
)

// section is the man pages' section: user commands.
const section = 1

func main() {
	lang := flag.String("lang", i18n.English, "the language of the pages: en, pl, fr or ru")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: go run ./docs/gen-man [-lang LANG] DIR")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	pages, err := write(flag.Arg(0), *lang)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen-man:", err)
		os.Exit(1)
	}
	fmt.Printf("%d man pages written to %s\n", len(pages), flag.Arg(0))
}

// write writes into dir the page of the application and one page per
// command and subcommand, in lang, and returns the files' names.
func write(dir, lang string) ([]string, error) {
	code, ok := i18n.Parse(lang)
	if !ok {
		return nil, fmt.Errorf("unknown language %q", lang)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	app := cmd.NewAppIn(code, strings.NewReader(""), io.Discard, io.Discard)
	pages := map[string]*cli.App{app.Name: app}
	var walk func(path []string, cmds []*cli.Command)
	walk = func(path []string, cmds []*cli.Command) {
		for _, c := range cmds {
			if c.Hidden || (c.Name == "help" && len(path) > 1) {
				continue // a command's help is its own page
			}
			p := append(path[:len(path):len(path)], c.Name)
			pages[strings.Join(p, "-")] = commandApp(p, c)
			walk(p, c.Subcommands)
		}
	}
	walk([]string{app.Name}, app.Commands)
	var names []string
	for name, a := range pages {
		man, err := a.ToManWithSection(section)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		if a != app { // a command's flags are its own, not global
			man = strings.Replace(man, ".SH GLOBAL OPTIONS", ".SH OPTIONS", 1)
		}
		file := fmt.Sprintf("%s.%d", name, section)
		if err := os.WriteFile(filepath.Join(dir, file), []byte(man), 0o644); err != nil {
			return nil, err
		}
		names = append(names, file)
	}
	return names, nil
}

// commandApp is the command c, reached by path from the application, as
// an application of its own, which is what urfave/cli writes a page for:
// its name joined with hyphens (tabletop-pad-new), its usage, description,
// flags and subcommands.
func commandApp(path []string, c *cli.Command) *cli.App {
	usage := c.UsageText
	if usage == "" {
		usage = strings.Join(path, " ") + " [options]"
		if c.ArgsUsage != "" {
			usage += " " + c.ArgsUsage
		}
	}
	return &cli.App{
		Name:        strings.Join(path, "-"),
		Usage:       c.Usage,
		UsageText:   usage,
		Description: preformatted(c.Description),
		Flags:       c.VisibleFlags(),
		Commands:    c.Subcommands,
	}
}

// preformatted makes the indented lines of a command's description (its
// examples, a command and the lines it continues on) blocks of code for
// the man page, kept line by line as help prints them, instead of words
// the page would run together into a paragraph: a blank line before and
// after each block, and four more spaces of indent (Markdown's code).
func preformatted(desc string) string {
	var b strings.Builder
	inBlock, blank := false, true // blank: the last line written was empty
	for i, line := range strings.Split(desc, "\n") {
		empty := strings.TrimSpace(line) == ""
		indented := strings.HasPrefix(line, " ") && !empty
		if !empty && indented != inBlock && !blank {
			b.WriteString("\n") // a block begins or ends after a line of words
		}
		if i > 0 {
			b.WriteString("\n")
		}
		if indented {
			b.WriteString("    ")
		}
		b.WriteString(line)
		if !empty {
			inBlock = indented
		}
		blank = empty
	}
	return b.String()
}
