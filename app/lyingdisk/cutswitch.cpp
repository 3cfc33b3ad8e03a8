#include "cutswitch.h"

#include <signal.h>
#include <unistd.h>

#include <atomic>

namespace DriveProof::LyingDisk {

namespace {

std::atomic<bool> s_signalled{false}; // lock-free, so safe to set from a signal handler
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void onCutSignal(int)
{
    s_signalled.store(true, std::memory_order_release);
}

} // namespace

CutSwitch::CutSwitch(std::string cutFilePath)
    : m_cutFilePath(std::move(cutFilePath))
{}

bool CutSwitch::installSignalHandler()
{
    struct sigaction action = {};
    action.sa_handler = onCutSignal;
    sigemptyset(&action.sa_mask);
    // No SA_RESTART: the FUSE loop's read() returns, so the next request sees the flag.
    return sigaction(SIGUSR1, &action, nullptr) == 0;
}

bool CutSwitch::triggered() const
{
    if (s_signalled.load(std::memory_order_acquire))
        return true;
    return !m_cutFilePath.empty() && ::access(m_cutFilePath.c_str(), F_OK) == 0;
}

} // namespace DriveProof::LyingDisk
