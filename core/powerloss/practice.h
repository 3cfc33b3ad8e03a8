// Practice mode (docs/powerloss.md §2 "Testing it without hardware"): the whole power-loss
// procedure on one machine, against a simulated drive. A FUSE lying disk (honest or lying)
// over a temporary backing file, a local witness on 127.0.0.1 with a temporary journal, the
// real session writing to its disk.img until warm, then a simulated cut (the disk drops its
// RAM cache and fails every request; the link goes without BYE), the daemon killed and
// restarted over the same backing file, and the real verifier — with the validity checks
// for a simulated cut, since nothing rebooted.
//
// Threads: run() blocks (call it from a worker in the GUI); status() and cutNow() are safe
// from any thread.
#pragma once

#include "common/result.h"
#include "powerloss/lyingdiskprocess.h"
#include "powerloss/session.h"
#include "powerloss/verifier.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <memory>

namespace DriveProof::PowerLoss {

struct PracticeOptions
{
    LyingDiskMode mode = LyingDiskMode::Honest;
    quint64 sizeBytes = 16ull << 20;
    CommitMethod method = CommitMethod::Fdatasync;
    std::uint32_t writesPerCommit = 1;
    // The cut comes this long after the run is warm; < 0: never by itself, only cutNow().
    int cutAfterWarmMs = 0;
    int warmAfterMs = 2000; // practice needs no ten-second warm-up
    // Lying disk: how long its cache holds writes before writing them back. Longer than the
    // run, so the acknowledged writes are really lost at the cut.
    std::uint32_t destageDelayMs = 60000;
    // Empty: a new temporary folder, removed at the end. Else the work happens below it
    // (backing file, mount point, journal) and stays (tests look at it).
    QString workDir;
    // Empty: a random code. The local witness uses it too.
    QString pairingCode;
};

class PracticeRun
{
public:
    enum class Phase { Idle, Starting, Preparing, Running, Cutting, Verifying, Done, Failed };

    struct Status
    {
        Phase phase = Phase::Idle;
        PowerLossSession::Status session; // while Preparing/Running
        VerifyProgress verify;            // while Verifying
        QString error;                    // translated, in Failed
    };

    PracticeRun();
    ~PracticeRun(); // a run still going is cut and cleaned up: no mount is left behind
    PracticeRun(const PracticeRun &) = delete;
    PracticeRun &operator=(const PracticeRun &) = delete;

    // Whether practice can run here: /dev/fuse, fusermount3 and driveproof-lyingdisk.
    // Empty when it can; else a translated reason.
    static QString unavailableReason();

    // The whole procedure; returns the report of the verification.
    Result<VerifyReport> run(const PracticeOptions &options);

    Status status() const;
    // Cut now (during Running; also before warm). No-op otherwise.
    void cutNow();
    // Stop without a verdict: the run ends, everything is cleaned up, run() fails.
    void cancel();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

QString practicePhaseName(PracticeRun::Phase phase); // translated

} // namespace DriveProof::PowerLoss
