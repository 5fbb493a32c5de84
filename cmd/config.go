package cmd

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/olekukonko/tablewriter"
	"github.com/urfave/cli/v2"
	"gopkg.in/yaml.v3"

	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
)

func newConfigCmd(f *factory) *cli.Command {
	return f.command(&cli.Command{
		Name:  "config",
		Usage: "show where the config file is and which defaults are in force",
		Description: `The config file keeps the defaults you would otherwise type every time,
in YAML: the language (lang: pl), the players of play, table and pad new
(players: Ann,Ben,bot:greedy), the folder pad new writes its pads to
(pads: ~/games) and colour (color: never). Flags come first, then the
variables TABLETOP_LANG, TABLETOP_PLAYERS, TABLETOP_PADS and NO_COLOR,
then the file, then the built-in defaults. TABLETOP_CONFIG names another
file (empty: none).

Examples:
   tabletop config
   tabletop config --json`,
		Flags:  []cli.Flag{jsonFlag()},
		Action: runConfig,
	})
}

// settings are the defaults the config file may set.
type settings struct {
	Lang    string `yaml:"lang"`
	Players string `yaml:"players"`
	Pads    string `yaml:"pads"`
	Color   string `yaml:"color"`
}

// configFile is the loaded config: its path ("" when none is used), the
// settings, and the error that refused it.
type configFile struct {
	Path   string
	Exists bool
	settings
	Err error
}

// config is the config file, read once per process.
var config = sync.OnceValue(loadConfig)

// configPath is TABLETOP_CONFIG when set (empty: no file), else
// tabletop/config.yaml in the user's config folder.
func configPath() string {
	if p, set := os.LookupEnv("TABLETOP_CONFIG"); set {
		return p
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "tabletop", "config.yaml")
}

func loadConfig() configFile {
	c := configFile{Path: configPath()}
	if c.Path == "" {
		return c
	}
	data, err := fileio.ReadLimited(c.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return c
	}
	c.Exists = true
	if err != nil {
		c.Err = err
		return c
	}
	if len(strings.TrimSpace(string(data))) == 0 {
		return c // an empty file sets nothing
	}
	if err := fileio.DecodeYAML(c.Path, data, &c.settings); err != nil {
		c.Err = err
		return c
	}
	if c.Lang != "" {
		if _, ok := i18n.Parse(c.Lang); !ok {
			c.Err = usageError(cliError("config.bad-lang", map[string]any{"File": keyAt(c.Path, data, "lang"), "Value": c.Lang, "Known": strings.Join(i18n.Languages(), ", ")}))
		}
	}
	switch c.Color {
	case "", "auto", "never":
	default:
		c.Err = usageError(cliError("config.bad-color", map[string]any{"File": keyAt(c.Path, data, "color"), "Value": c.Color}))
	}
	return c
}

// keyAt is "FILE:LINE" of a top-level key of the YAML document data, or
// FILE when the line cannot be found.
func keyAt(file string, data []byte, key string) string {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return file
	}
	m := doc.Content[0].Content
	for i := 0; i+1 < len(m); i += 2 {
		if m[i].Value == key {
			return fmt.Sprintf("%s:%d", file, m[i].Line)
		}
	}
	return file
}

// localeEnv is getenv with the language chosen by TABLETOP_LANG, else the
// config file, in front of the locale (LC_ALL is read first).
func localeEnv(k string) string {
	if k == "LC_ALL" {
		if v := os.Getenv("TABLETOP_LANG"); v != "" {
			return v
		}
		if c := config(); c.Err == nil && c.Lang != "" {
			return c.Lang
		}
	}
	return os.Getenv(k)
}

// defaultPlayers is --players when not given: TABLETOP_PLAYERS, else the
// config file's, else "".
func defaultPlayers(c *cli.Context) string {
	if c.IsSet("players") {
		return c.String("players")
	}
	if v := os.Getenv("TABLETOP_PLAYERS"); v != "" {
		return v
	}
	if cf := config(); cf.Err == nil {
		return cf.Players
	}
	return ""
}

// padsFolder is where pad new writes a pad named by date: TABLETOP_PADS,
// else the config file's pads (a leading ~ is the home folder), else the
// current folder ("").
func padsFolder() string {
	dir := os.Getenv("TABLETOP_PADS")
	if dir == "" {
		if cf := config(); cf.Err == nil {
			dir = cf.Pads
		}
	}
	if rest, ok := strings.CutPrefix(dir, "~"); ok && (rest == "" || rest[0] == '/' || rest[0] == filepath.Separator) {
		if home, err := os.UserHomeDir(); err == nil {
			dir = home + rest
		}
	}
	return dir
}

// colourOff reports whether NO_COLOR or the config file turns colour off.
func colourOff() bool {
	if _, set := os.LookupEnv("NO_COLOR"); set {
		return true
	}
	cf := config()
	return cf.Err == nil && cf.Color == "never"
}

// configSetting is one line of tabletop config: a setting, its value in
// force and where it comes from.
type configSetting struct {
	Key    string `json:"key"`
	Value  string `json:"value"`
	Source string `json:"source"`
}

type configJSON struct {
	File     string          `json:"file"`
	Exists   bool            `json:"exists"`
	Settings []configSetting `json:"settings"`
}

func runConfig(c *cli.Context) error {
	ios := streamsOf(c)
	cf := config()
	if cf.Err != nil {
		return cf.Err
	}
	pick := func(key, env, file, def string) configSetting {
		switch {
		case env != "" && os.Getenv(env) != "":
			return configSetting{key, os.Getenv(env), env}
		case file != "":
			return configSetting{key, file, "file"}
		}
		return configSetting{key, def, "default"}
	}
	lang := pick("lang", "TABLETOP_LANG", cf.Lang, i18n.FromEnv(os.Getenv))
	if lang.Source == "default" {
		lang.Source = "locale"
	}
	color := pick("color", "", cf.Color, "auto")
	if _, set := os.LookupEnv("NO_COLOR"); set {
		color = configSetting{"color", "never", "NO_COLOR"}
	}
	doc := configJSON{File: cf.Path, Exists: cf.Exists, Settings: []configSetting{
		lang,
		pick("players", "TABLETOP_PLAYERS", cf.Players, ""),
		pick("pads", "TABLETOP_PADS", cf.Pads, ""),
		color,
	}}
	if c.Bool("json") {
		return writeJSON(ios.Out, doc)
	}
	// The file's values and the variables' are shown with their control
	// characters escaped: a terminal's escape sequence in them must not
	// reach the terminal (issue 28.20).
	l := ios.Lang
	switch {
	case cf.Path == "":
		fmt.Fprintln(ios.Out, tr(l, "config.none", nil))
	case cf.Exists:
		fmt.Fprintln(ios.Out, tr(l, "config.file", map[string]any{"File": escapeControls(cf.Path)}))
	default:
		fmt.Fprintln(ios.Out, tr(l, "config.missing", map[string]any{"File": escapeControls(cf.Path)}))
	}
	t := tablewriter.NewWriter(ios.Out)
	t.Header(tr(l, "config.setting", nil), tr(l, "config.value", nil), tr(l, "config.from", nil))
	for _, s := range doc.Settings {
		v := escapeControls(s.Value)
		if v == "" {
			v = tr(l, "config.unset."+s.Key, nil)
		}
		from := s.Source
		if from == "file" || from == "default" || from == "locale" {
			from = tr(l, "config.source."+from, nil)
		}
		if err := t.Append(s.Key, v, from); err != nil {
			return err
		}
	}
	return t.Render()
}
