// Command gospawn starts and waits for jobs the ways a Go runner can, and
// does nothing else: bench/spawncost.sh measures its own CPU a job
// against bench/overhead/spawn.c's, to tell what corral pays to start
// and reap a job from what a Go program pays for it at least.
//
//	gospawn -mode os|forkexec|spawnd [-setsid] [-jobs 2] PROG < list
//
// Each line of the list is PROG's one argument; the jobs' streams go to
// /dev/null. Modes: os is os.StartProcess and Process.Wait (what corral
// uses); forkexec is syscall.ForkExec and Wait4; spawnd sends the jobs to
// bench/overhead/spawnd (named by -spawnd), twice -jobs requests in flight, and
// reads its replies. -setsid starts each job in a session of its own, as
// corral does (spawnd always does).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"syscall"
)

func main() {
	mode := flag.String("mode", "os", "os, forkexec or spawnd")
	setsid := flag.Bool("setsid", false, "a session of its own for each job")
	jobs := flag.Int("jobs", 2, "jobs at a time")
	spawnd := flag.String("spawnd", "spawnd", "the spawn helper, for -mode spawnd")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: gospawn -mode os|forkexec|spawnd [-setsid] [-jobs N] PROG < list")
		os.Exit(2)
	}
	prog := flag.Arg(0)
	var args []string
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		args = append(args, sc.Text())
	}
	var err error
	switch *mode {
	case "os", "forkexec":
		err = direct(*mode, prog, args, *jobs, *setsid)
	case "spawnd":
		err = helper(*spawnd, prog, args, *jobs)
	default:
		err = fmt.Errorf("unknown -mode %q", *mode)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gospawn:", err)
		os.Exit(1)
	}
}

// direct runs the jobs from this process, jobs goroutines at a time.
func direct(mode, prog string, args []string, jobs int, setsid bool) error {
	null, err := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	next := make(chan string)
	errs := make(chan error, jobs)
	var wg sync.WaitGroup
	for range jobs {
		wg.Go(func() {
			for a := range next {
				if err := run(mode, prog, a, null, setsid); err != nil {
					errs <- err
					for range next {
					}
					return
				}
			}
		})
	}
	for _, a := range args {
		next <- a
	}
	close(next)
	wg.Wait()
	select {
	case err := <-errs:
		return err
	default:
		return nil
	}
}

// run starts one job and waits for it.
func run(mode, prog, arg string, null *os.File, setsid bool) error {
	sys := &syscall.SysProcAttr{Setsid: setsid}
	if mode == "forkexec" {
		fd := null.Fd()
		pid, err := syscall.ForkExec(prog, []string{prog, arg}, &syscall.ProcAttr{Env: os.Environ(), Files: []uintptr{fd, fd, fd}, Sys: sys})
		if err != nil {
			return err
		}
		var ws syscall.WaitStatus
		var ru syscall.Rusage
		_, err = syscall.Wait4(pid, &ws, 0, &ru)
		return err
	}
	p, err := os.StartProcess(prog, []string{prog, arg}, &os.ProcAttr{Files: []*os.File{null, null, null}, Sys: sys})
	if err != nil {
		return err
	}
	_, err = p.Wait()
	return err
}

// helper runs the jobs through spawnd, jobs requests in flight.
func helper(spawnd, prog string, args []string, jobs int) error {
	cmd := exec.Command(spawnd, fmt.Sprint(jobs))
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	window := make(chan struct{}, 2*jobs) // the next request waits in the pipe
	replies := make(chan error, 1)
	go func() {
		r := bufio.NewScanner(out)
		n := 0
		for r.Scan() {
			<-window
			n++
		}
		if n != len(args) {
			replies <- fmt.Errorf("spawnd replied %d times for %d jobs", n, len(args))
			return
		}
		replies <- r.Err()
	}()
	w := bufio.NewWriter(in)
	for i, a := range args {
		window <- struct{}{}
		fmt.Fprintf(w, "%d %s %s\n", i, prog, a)
		if err := w.Flush(); err != nil {
			return err
		}
	}
	if err := in.Close(); err != nil {
		return err
	}
	rerr := <-replies
	if err := cmd.Wait(); err != nil {
		return err
	}
	return rerr
}
