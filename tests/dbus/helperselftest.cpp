// tst_helperdevices' self-test checks (issue 23), on its plain loop device: a loop device
// takes no self-tests (NotSupported), and a start while a DriveProof test holds the drive's
// test lock is refused (DeviceBusy) before polkit is asked.
#include "helperdevices.h"

#include "device/testlock.h"
#include "privilege/helpernames.h"

#include <QFile>

#include <sys/stat.h>

namespace Helper1 = DriveProof::Privilege::Helper1;

void TestHelperDevices::selfTestOnALoopDevice()
{
    QVERIFY(allow({Helper1::actionReadHealth(), Helper1::actionRunSelfTest()}));
    const QDBusMessage status = m_h->call(
        QStringLiteral("SelfTest"), {m_plain.path(), QStringLiteral("status"), QVariantMap()});
    QCOMPARE(status.errorName(), Helper1::errorName(Helper1::ErrorKind::NotSupported));
    QVERIFY2(status.errorMessage().contains(m_plain.path()), qPrintable(status.errorMessage()));
    // The loop device's own lock, as a test on it holds it (forPath() would add the disk of
    // its backing file).
    struct stat st
    {
    };
    QCOMPARE(::stat(QFile::encodeName(m_plain.path()).constData(), &st), 0);
    const DriveProof::Device::TestLock test = DriveProof::Device::TestLock::forDisks({st.st_rdev});
    QCOMPARE(test.heldCount(), 1);
    const int asked = m_h->authorizationChecks();
    const QDBusMessage busy = m_h->call(QStringLiteral("SelfTest"),
                                        {m_plain.path(), QStringLiteral("short"), QVariantMap()});
    QCOMPARE(busy.errorName(), Helper1::errorName(Helper1::ErrorKind::DeviceBusy));
    QVERIFY2(busy.errorMessage().contains(m_plain.path()), qPrintable(busy.errorMessage()));
    QCOMPARE(m_h->authorizationChecks(), asked);
}
