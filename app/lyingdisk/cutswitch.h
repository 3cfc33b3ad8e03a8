// The simulated power cut's trigger: SIGUSR1 or the appearance of a cut file. Polled at
// the start of every FUSE request, so a cut requested before a request was sent always
// applies to it — the test never races the kernel.
#pragma once

#include <string>

namespace DriveProof::LyingDisk {

class CutSwitch
{
public:
    explicit CutSwitch(std::string cutFilePath);

    // SIGUSR1 → triggered(). Call once, before the mount, from the main thread.
    static bool installSignalHandler();
    bool triggered() const;

private:
    std::string m_cutFilePath;
};

} // namespace DriveProof::LyingDisk
