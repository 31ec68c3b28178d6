# The JVM options a ksd command runs with; sourced by the repository's ./ksd and by the packages' bin/ksd.
#
# Short batch commands (a site, an export, a check) run each piece of code a few times and are done in
# seconds: on two cores the C2 compiler then spends as much CPU as the work itself, compiling code the run
# never uses again, so they stop at the quick compiler. Long-running commands (the designer, a proof's
# workload, a deploy, a dev cluster) keep both compilers: their hot code runs long enough to pay for C2.
# docs/benchmarks.md, "Writing schema-2000's documentation site", has the figures.

KSD_QUICK_COMMANDS="doc export check validate format convert queries generate import write-paths codegen diff version"

# ksd_jvm_options ARGS...: prints the options for the command line ARGS (its first word not starting with '-').
ksd_jvm_options() {
  local arg
  for arg in "$@"; do
    case "$arg" in
      -*) continue ;;
    esac
    case " $KSD_QUICK_COMMANDS " in
      *" $arg "*) printf '%s\n' -XX:TieredStopAtLevel=1 ;;
    esac
    return 0
  done
}
