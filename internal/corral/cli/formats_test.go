package cli

import (
	"testing"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/report"
)

// TestEveryFormatHasItsFlag: a format added to report.Formats is a flag,
// with its usage, of every command that writes reports: nothing else to
// add in cli.
func TestEveryFormatHasItsFlag(t *testing.T) {
	var stdio cmdline.Stdio
	for _, cmd := range []*cobra.Command{runCommand("record", stdio), runCommand("check", stdio), reportCommand(stdio), mergeCommand(stdio)} {
		for _, fm := range report.Formats {
			if fl := cmd.Flags().Lookup(fm.Flag); fl == nil || fl.Usage != fm.Usage {
				t.Errorf("corral %s: --%s is %v, want a flag with usage %q", cmd.Name(), fm.Flag, fl, fm.Usage)
			}
		}
	}
}
