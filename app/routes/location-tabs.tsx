import { Outlet } from 'react-router'
import { LocationTabs } from '../components/listing/LocationTabs'

/** The rental tabs above each rental list; each tab is its own address so it works without JavaScript. */
export default function LocationLayout() {
  return (
    <>
      <LocationTabs />
      <Outlet />
    </>
  )
}
