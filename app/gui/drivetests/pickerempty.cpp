// PickerPage and an empty drive (no partition table, no file system: how a new drive
// arrives): its raw device is offered for the writing tests with one confirmation, the
// quick check runs there when no folder of the drive can be written, and when Start cannot
// run what is chosen the page says why and what to do, beside the button.
#include "drivetests/pickerpage.h"

#include <QComboBox>
#include <QLabel>
#include <QStandardItemModel>

namespace DriveProof::Gui {

void PickerPage::setContents(const Device::DriveContents &contents)
{
    m_contents = contents;
    fillTargets();
    fillSizes();
    updateCacheAB();
    updateTexts();
}

bool PickerPage::emptyDriveWritable(const Device::DeviceInfo &disk,
                                    const Device::DriveContents &contents)
{
    return contents.isEmpty() && !disk.path.isEmpty() && !disk.readOnly && !disk.inUse();
}

Suites::TestPlan PickerPage::quickCheckDevicePlan(quint64 bytes, double stepSeconds) const
{
    Suites::TestPlan plan = quickCheckPlan(m_disk.path, bytes, stepSeconds);
    plan.target.kind = Suites::TargetKind::Device;
    return plan;
}

QString PickerPage::startRefusal() const
{
    if (currentChoice() == TestChoice::PowerLoss || canStart() || !m_target->count())
        return {};
    switch (currentPlace()) {
    case Place::ChooseFolder:
        if (m_contents.state == Device::DriveContents::State::HasData && !m_disk.inUse())
            return tr("No file system of this drive is mounted, so there is no folder for the "
                      "test file. Mount one (in your file manager or GNOME Disks) and press "
                      "Refresh (F5) in the main window, choose a folder with \"A temporary "
                      "file in another folder…\", or pick a reading test (sequential or random "
                      "reads, surface scan), which can read the whole device without writing.");
        return tr("Choose where the test runs: a folder of yours on this drive, with \"A "
                  "temporary file in another folder…\".");
    case Place::DeviceWrite:
        if (const QString refusal = deviceWriteRefusal(); !refusal.isEmpty())
            //: %1 why the device cannot be written (a sentence)
            return tr("%1 Choose a folder on the drive instead, or a reading test.").arg(refusal);
        break;
    case Place::Folder:
    case Place::DeviceRead:
        break;
    }
    const auto *model = qobject_cast<const QStandardItemModel *>(m_target->model());
    if (const QStandardItem *item = model->item(m_target->currentIndex()))
        return item->toolTip();
    return {};
}

void PickerPage::updateStartReason()
{
    const QString why = startRefusal();
    m_startWhy->setText(why);
    m_startWhy->setVisible(!why.isEmpty());
}

} // namespace DriveProof::Gui
