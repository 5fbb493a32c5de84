// Package completion is the completion command: it prints the script
// that completes tabletop's command lines in a shell. The candidates
// themselves come from the application (its BashComplete hooks, run by
// the script with --generate-bash-completion). Its words are in cmd's
// catalogue (cmd/locales).
package completion

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/i18n"
)

// Shells are the shells the command writes a script for.
var Shells = []string{"bash", "zsh", "fish"}

// Options is everything completion needs: the shell, the application
// whose command lines the script completes (fish's script lists its
// commands and flags) and the streams it writes to.
type Options struct {
	Shell string
	App   *cli.App
	IO    cmdutil.IOStreams
}

// NewCmdCompletion builds the completion command from f. When runF is
// not nil the command, once its argument is read into Options, calls runF
// instead of printing the script (the tests of its flags).
func NewCmdCompletion(f *cmdutil.Factory, runF func(*Options) error) *cli.Command {
	return f.Command(&cli.Command{
		Name:      "completion",
		Usage:     "print a shell completion script (bash, zsh or fish)",
		ArgsUsage: "bash|zsh|fish",
		Description: `Prints a script that completes tabletop's commands and flags, game and
bot names, rule IDs (tabletop rules GAME ...) and option keys with their
values (--option KEY=VALUE).

Examples:
   source <(tabletop completion bash)
   tabletop completion zsh > "${fpath[1]}/_tabletop"
   tabletop completion fish > ~/.config/fish/completions/tabletop.fish`,
		Action: func(c *cli.Context) error {
			shell := c.Args().First()
			if !slices.Contains(Shells, shell) {
				return cmdutil.UsageError(cmdutil.CLIError("arg.shell", i18n.Args{"Shell": i18n.Quoted(shell)}))
			}
			o := &Options{Shell: shell, App: c.App, IO: f.Streams(c)}
			if runF != nil {
				return runF(o)
			}
			return Run(o)
		},
	})
}

// Run prints the script of o.Shell on o.IO.Out.
func Run(o *Options) error {
	script := map[string]string{"bash": bashCompletion, "zsh": zshCompletion}[o.Shell]
	if o.Shell == "fish" {
		s, err := fishView(o.App).ToFishCompletion()
		if err != nil {
			return err
		}
		script = s
	}
	_, err := fmt.Fprint(o.IO.Out, script)
	return err
}

var bashCompletion = strings.TrimLeft(`
# bash completion for tabletop
_tabletop_complete() {
  COMPREPLY=()
  # The words as typed, read from the line: bash's own COMP_WORDS are cut
  # at : and = (COMP_WORDBREAKS), which bot:greedy and variant=two-piles hold.
  local line="${COMP_LINE:0:$COMP_POINT}" cur=""
  local -a words
  read -r -a words <<< "$line"
  if [[ -n "$line" && "$line" != *[[:space:]] && ${#words[@]} -gt 0 ]]; then
    cur="${words[${#words[@]}-1]}"
    unset "words[${#words[@]}-1]"
  fi
  local opts
  if [[ "$cur" == "-"* ]]; then
    opts=$("${words[@]}" "$cur" --generate-bash-completion 2>/dev/null)
  else
    opts=$("${words[@]}" --generate-bash-completion 2>/dev/null)
  fi
  # In a list (--players Ann,bot:gr) the last item is completed.
  local head="" item="$cur"
  if [[ "$cur" != "-"* && "$cur" == *,* ]]; then
    head="${cur%,*},"
    item="${cur##*,}"
  fi
  # bash replaces only what follows the last : or = of the word typed.
  local breaks="${COMP_WORDBREAKS//[^:=]/}" cut=""
  if [[ -n "$breaks" && "$cur" == *["$breaks"]* ]]; then
    cut="${cur%"${cur##*["$breaks"]}"}"
  fi
  local found reply
  while IFS= read -r found; do
    [[ -n "$found" ]] || continue
    reply="$head$found"
    COMPREPLY+=("${reply#"$cut"}")
  done < <(compgen -W "${opts}" -- "${item}")
}
complete -o bashdefault -o default -F _tabletop_complete tabletop
`, "\n")

var zshCompletion = strings.TrimLeft(`
#compdef tabletop
_tabletop() {
  local -a opts
  local cur=${words[-1]}
  if [[ "$cur" == "-"* ]]; then
    opts=("${(@f)$(${words[@]:0:#words[@]-1} ${cur} --generate-bash-completion 2>/dev/null)}")
  else
    opts=("${(@f)$(${words[@]:0:#words[@]-1} --generate-bash-completion 2>/dev/null)}")
  fi
  if [[ "${opts[1]}" != "" ]]; then
    # In a list (--players Ann,bot:gr) the last item is completed; a colon
    # in a value (bot:greedy) is not _describe's separator.
    [[ "$cur" != "-"* ]] && compset -P '*,'
    opts=("${(@)opts//:/\\:}")
    _describe 'values' opts
  else
    _files
  fi
}
compdef _tabletop tabletop
`, "\n")

// fishView is app as urfave/cli's fish completion expects it: with
// urfave/cli's help command and flag added as it adds them, not the ones
// every App builds in its language (cmd/help.go), so that the script lists
// --help and help once per command, as it always did.
func fishView(app *cli.App) *cli.App {
	v := *app
	v.HideHelp = false
	v.Commands = fishCommands(app.Commands, true)
	return &v
}

func fishCommands(cmds []*cli.Command, top bool) []*cli.Command {
	var out []*cli.Command
	for _, c := range cmds {
		v := *c
		v.HideHelp = false
		switch {
		case c.Name == "help":
			v.Flags, v.Subcommands = nil, nil
		case top && c.Name == "completion":
			// urfave/cli has set up the command running: its help flag
			// and help command are in place.
			v.Subcommands = fishCommands(c.Subcommands, false)
		default:
			v.Flags = nil
			for _, f := range c.Flags {
				if f.Names()[0] != "help" {
					v.Flags = append(v.Flags, f)
				}
			}
			var subs []*cli.Command
			for _, s := range c.Subcommands {
				if s.Name != "help" {
					subs = append(subs, s)
				}
			}
			v.Subcommands = fishCommands(subs, false)
		}
		out = append(out, &v)
	}
	return out
}
